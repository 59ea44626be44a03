"""Duplicate competitions: IMPs, VPs, matchpoints, movements, events and rankings."""
