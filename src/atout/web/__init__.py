"""The table score-keeper: a server-rendered FastAPI app (see :func:`atout.web.app.create_app`)."""
