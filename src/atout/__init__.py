"""atout: score keeping for contract bridge and French tarot."""

__version__ = "0.1.0"
