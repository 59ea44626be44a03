"""Club sessions: the director's evening and live result entry from each table."""
