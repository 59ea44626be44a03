"""Contract bridge: cards, deals, boards, the auction, the play and every score sheet.

Standard library only (numpy in :mod:`atout.bridge.bulk`); no I/O, no clock.
"""
