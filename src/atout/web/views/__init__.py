"""The typed contexts the pages are drawn from (and their JSON twins).

:mod:`.club` holds the club's pages: the room's ranking, travellers and score
cards, a table's page, a team session's matches and the director's pages.
"""
