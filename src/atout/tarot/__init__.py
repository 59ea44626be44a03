"""French tarot: the deck, the score of a deal for 3, 4 and 5 players, sessions."""
