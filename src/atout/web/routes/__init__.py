"""The routes: thin functions from a request to a service call and a page."""
