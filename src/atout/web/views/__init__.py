"""The typed contexts the pages are drawn from (and their JSON twins).

One module per kind of game turns the domain's sheet into the sheet's view;
:mod:`.game` holds what every game page shows (the game, the deal form, the
history); :mod:`.club` holds the club's pages: the room's ranking, travellers
and score cards, a table's page, a team session's matches and the director's pages.
"""
