"""Pieces shared by the games of this project (Pao De Kuai, Paohuzi).

Only what is truly common lives here:

* :mod:`cardroom.notation` -- reading and writing whitespace-separated card codes,
  with errors that name the offending token;
* :mod:`cardroom.records` -- the versioned JSON envelope every saved deal or match uses;
* :mod:`cardroom.errors` -- ``IllegalMove`` (every game's refusal subclasses it) and ``RecordError``;
* :mod:`cardroom.game` -- the small protocol every game's deal and seat view satisfy;
* :mod:`cardroom.bots` -- the bot protocol (``Limit``, ``BotResult``, a registry);
* :mod:`cardroom.web` -- the single JSON door between the browser and Python, and the base
  adapter each game's bridge (``<game>/web.py``) builds on.

Nothing here knows the rules of any game or imports one (a test walks the imports), and
nothing imports ``js`` or ``pyodide``: the whole package runs, and is tested, under CPython
3.11+. Games are found by name (``cardroom.web.api.GAMES``, ``cardroom.bots.make_bot``).
"""

__version__ = "0.1.0"
