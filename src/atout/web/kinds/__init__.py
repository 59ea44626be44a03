"""The kinds of game the table score-keeper knows: each turns forms into raw
entries and entries into a sheet context, through the domain packages."""
