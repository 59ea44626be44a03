"""The typed contexts the game pages are drawn from (and their JSON twins).

One module per kind of game turns the domain's sheet into the sheet's view;
:mod:`.game` holds what every game page shows (the game, the deal form, the
history).
"""
