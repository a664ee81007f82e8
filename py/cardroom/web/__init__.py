"""The web bridge: the only layer that speaks JSON to the browser.

:mod:`cardroom.web.api` holds ``handle(request_json) -> str``, the single function the
worker calls; each game serves its verbs from its own module (:mod:`cardroom.web.paodekuai`).
Nothing here imports ``js`` or ``pyodide``: it runs and is tested under CPython.
"""
