"""The typed JSON answers of the app, so that ``/openapi.json`` documents every one.

:mod:`.answers` holds the refusals (4xx) and the declarations a route or a router
takes (a page with its JSON twin, a file); :mod:`.games` and :mod:`.club` the
JSON API's answers. The pages' twins are documented by their typed contexts
themselves (``response_model=`` the context's dataclass), encoded as ever by
:mod:`atout.web.json_twin`; ``tests/web/test_openapi.py`` checks that the
answers agree with their schemas. :mod:`.doc` writes the tables of ``docs/api.md``
from the document.
"""
