"""Tarot tournaments (*tournois en donnes libres*): seating plans, rankings, seasons."""
