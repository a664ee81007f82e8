"""The single JSON door between the browser and Python: ``handle(request_json) -> str``.

JS never calls anything else. The worker passes each message through unchanged and posts
the answer back, so this module is the whole protocol (``conventions.md`` §5.5):

Request::

    {"id": 7, "cmd": "<verb>", "args": {...}}

Response (always exactly one, for every request, whatever the input)::

    {"id": 7, "ok": true,  "result": {...}}
    {"id": 7, "ok": false, "error": {"type": "IllegalPlay", "code": "too_low", "message": "..."}}

``handle`` never raises: malformed JSON, unknown verbs, bad arguments, refused moves and
internal bugs all come back as error values. ``error.type`` is one of

* ``BadRequest`` -- not JSON, not an object, no ``cmd``, ``args`` not an object;
* ``UnknownCommand`` -- a verb no one serves;
* ``BadArgument`` -- a missing or ill-typed argument (the message names it);
* ``NoGame`` -- a game verb before any ``new_match`` / ``load``;
* a rule refusal: the engine's refusal class (``IllegalPlay`` for Pao De Kuai,
  ``IllegalAction`` for Paohuzi, both :class:`cardroom.errors.IllegalMove`); only these
  carry a ``code``, the rules' reason code;
* ``NotYourTurn`` / ``DealOver`` / ``DealNotOver`` / ``MatchOver`` -- a verb out of turn;
* ``RecordError`` -- a saved record that cannot be restored (corrupt, unknown version,
  moves the rules refuse);
* ``InternalError`` -- anything else (a bug; the message says what was raised).

Verbs served here: ``hello {games?}`` (``{"protocol", "version", "served", "games"}``:
:data:`PROTOCOL`, the shared package's version, the names of every game served, and the
``describe()`` of each game named in ``games`` (default: all): engine version, record
format, players, bots and ``options``; a game is imported only when described or played,
so the page opening Pao De Kuai asks ``hello {"games": ["paodekuai"]}`` and pays nothing for
Paohuzi's code), ``new_match {game?, ...}`` (``game`` defaults to the first
of :data:`GAMES`, Pao De Kuai) and ``load {record}`` (which picks the game the record
names), and every game verb of the current game: the base verbs of
:class:`cardroom.web.adapter.Adapter` (``view``, ``bot_move``, ``next_deal``,
``set_option``, ``set_level``) and the game's own (see ``paodekuai/web.py``,
``paohuzi/web.py``). State lives in one module-level :class:`Session`, the only state kept
between calls.

Games plug in through :data:`GAMES`: a name mapped to the module that holds its
``Adapter`` class (a :class:`cardroom.web.adapter.Adapter`), imported on first use; this
module imports no game.
"""

from __future__ import annotations

import importlib
import json
from typing import Any

import cardroom

from .adapter import Adapter, ApiError

__all__ = ["handle", "GAMES", "PROTOCOL", "ApiError", "Session", "SESSION", "adapter_class"]

PROTOCOL = 2
"""Bumped when a verb's arguments or results change incompatibly (2: ``hello`` lists every
game with its ``options``; ``set_option``; refusals typed by the engine's class)."""

GAMES: dict[str, str] = {"paodekuai": "paodekuai.web", "paohuzi": "paohuzi.web"}
"""Game name -> module whose ``Adapter`` class serves it (imported on first use)."""

DEFAULT_GAME = next(iter(GAMES))
"""The game of a ``new_match`` that names none (the page of protocol 1 never did)."""


def adapter_class(game: str) -> type[Adapter]:
    """The adapter class for ``game``.

    Raises:
        ApiError: ``BadArgument`` for a game not in :data:`GAMES`.
    """
    if not isinstance(game, str) or game not in GAMES:
        raise ApiError("BadArgument", f"unknown game {game!r}; known: {', '.join(sorted(GAMES))}")
    cls: type[Adapter] = importlib.import_module(GAMES[game]).Adapter
    return cls


class Session:
    """The one live game (if any) and the dispatch of verbs to it."""

    def __init__(self) -> None:
        self.game: Adapter | None = None

    def dispatch(self, cmd: str, args: dict[str, Any]) -> dict[str, Any]:
        """Run one verb. Returns the result dict; raises :class:`ApiError` for refusals."""
        if cmd == "hello":
            names = args.get("games", sorted(GAMES))
            if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                raise ApiError("BadArgument", "'games' must be a list of game names")
            return {
                "protocol": PROTOCOL,
                "version": cardroom.__version__,
                "served": sorted(GAMES),
                "games": {name: adapter_class(name).describe() for name in sorted(set(names))},
            }
        if cmd == "new_match":
            adapter = adapter_class(args.get("game", DEFAULT_GAME))()
            result = adapter.new_match(args)
            self.game = adapter
            return result
        if cmd == "load":
            record = args.get("record")
            if isinstance(record, str):
                try:
                    record = json.loads(record)
                except ValueError as exc:
                    raise ApiError("RecordError", f"saved game is not valid JSON: {exc}") from None
            if not isinstance(record, dict):
                raise ApiError("RecordError", "saved game must be a JSON object")
            game = record.get("game")
            if not isinstance(game, str) or game not in GAMES:
                raise ApiError("RecordError", f"saved game names an unknown game: {game!r}")
            adapter = adapter_class(game)()
            result = adapter.load(record)
            self.game = adapter
            return result
        verbs = getattr(self.game, "VERBS", None) or _game_verbs()
        if cmd not in verbs:
            raise ApiError("UnknownCommand", f"unknown command {cmd!r}")
        if self.game is None:
            raise ApiError("NoGame", f"{cmd!r} needs a game: send 'new_match' or 'load' first")
        method: Any = getattr(self.game, verbs[cmd])
        result: dict[str, Any] = method(args)
        return result


def _game_verbs() -> dict[str, str]:
    """Every verb any registered game serves (to tell ``NoGame`` from ``UnknownCommand``)."""
    verbs: dict[str, str] = {}
    for name in GAMES:
        verbs.update(adapter_class(name).VERBS)
    return verbs


SESSION = Session()


def _parse(request_json: Any) -> tuple[Any, str, dict[str, Any]]:
    if not isinstance(request_json, (str, bytes)):
        raise ApiError("BadRequest", "request must be JSON text")
    try:
        req = json.loads(request_json)
    except ValueError as exc:
        raise ApiError("BadRequest", f"request is not valid JSON: {exc}") from None
    if not isinstance(req, dict):
        raise ApiError("BadRequest", "request must be a JSON object")
    cmd = req.get("cmd")
    if not isinstance(cmd, str):
        raise ApiError("BadRequest", "request needs a string 'cmd'")
    args = req.get("args", {})
    if args is None:
        args = {}
    if not isinstance(args, dict):
        raise ApiError("BadRequest", "'args' must be an object")
    return req.get("id"), cmd, args


def _request_id(request_json: Any) -> Any:
    try:
        req = json.loads(request_json)
        return req.get("id") if isinstance(req, dict) else None
    except Exception:  # noqa: BLE001 (any failure: no id to echo)
        return None


def handle(request_json: str) -> str:
    """Serve one request; see the module docstring for the shapes.

    Args:
        request_json: ``{"id", "cmd", "args"}`` as JSON text.

    Returns:
        The response as JSON text. Never raises (``BaseException`` such as
        ``KeyboardInterrupt`` aside).

    >>> json.loads(handle('{"id": 1, "cmd": "nope"}'))["error"]["type"]
    'UnknownCommand'
    >>> json.loads(handle('not json'))["ok"]
    False
    """
    req_id = None
    try:
        req_id, cmd, args = _parse(request_json)
        result = SESSION.dispatch(cmd, args)
        return json.dumps({"id": req_id, "ok": True, "result": result}, ensure_ascii=False)
    except ApiError as exc:
        error = exc.to_dict()
    except Exception as exc:  # noqa: BLE001 (errors are values, never thrown to JS)
        error = {"type": "InternalError", "message": f"{type(exc).__name__}: {exc}"}
    if req_id is None:
        req_id = _request_id(request_json)
    try:
        return json.dumps({"id": req_id, "ok": False, "error": error}, ensure_ascii=False)
    except (TypeError, ValueError):
        return json.dumps({"id": None, "ok": False, "error": error}, ensure_ascii=False)
