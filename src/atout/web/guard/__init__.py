"""What every request passes before its route: who sent it, from where, and what it carries.

:mod:`~atout.web.guard.middleware` applies, to every route of the app (those
added later too): the client's address from trusted proxies only
(:mod:`~atout.web.guard.proxies`), the cross-site rule of state-changing
requests (:mod:`~atout.web.guard.crosssite`), the bounds of a request's size
and the refusal of control characters in its text (:mod:`~atout.web.guard.inputs`),
and the security headers of every answer (:mod:`~atout.web.guard.headers`).
"""
