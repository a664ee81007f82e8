"""The web bridge: the only layer that speaks JSON to the browser.

:mod:`cardroom.web.api` holds ``handle(request_json) -> str``, the single function the
worker calls; :mod:`cardroom.web.adapter` the base every game's adapter builds on. Each game
serves its verbs from its own package (``paodekuai.web``, ``paohuzi.web``), found by name
through ``cardroom.web.api.GAMES``: nothing here imports a game, ``js`` or ``pyodide``; it
runs and is tested under CPython.
"""
