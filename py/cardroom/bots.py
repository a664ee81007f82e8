"""The computer-player protocol shared by every game.

A bot decides from a *seat view* only: the information that one seat could see at the
table (its own hand, the public history, counts, the rules, the scores), never another
seat's cards nor the shuffle's seed. Each game supplies its own view class; the protocol
is the same for all:

    bot.choose(view, rng, limit) -> BotResult

* ``rng`` is a ``random.Random`` the caller derives from (game seed, seat, ply), so the
  same view, limit and rng state always give the same answer;
* ``limit`` is a :class:`Limit`: iteration counts are primary (reproducible, testable),
  ``time_ms`` is a cooperative cap checked between iterations (Pyodide cannot be
  interrupted from outside);
* bots are stateless between calls, so a reload in the middle of a deal changes nothing.

Bots are found by name through :func:`make_bot`, per game: ``make_bot("paodekuai", "hard")``
(the first call imports ``<game>.bots``, whose modules register themselves).
"""

from __future__ import annotations

import importlib
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from .game import SeatView

_CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}
_clock: Callable[[], float] = time.perf_counter
_clock_name = "wall"


def clock() -> float:
    """The clock a bot's time cap is read on, in seconds: ``time.perf_counter()`` (wall
    clock, the default and the browser's), or ``time.process_time()`` (this process's CPU
    time) after :func:`use_clock` ``("cpu")``. Only differences of its values mean anything."""
    return _clock()


def use_clock(name: str) -> str:
    """Read time caps on ``"wall"`` (default) or ``"cpu"`` time, in this process (the arena's
    ``--cpu-cap``: on a machine loaded by other work a wall-clock cap measures the load, a
    CPU-time cap what the bot could do alone). Returns the name of the clock in use before.

    Raises:
        ValueError: for another name.
    """
    global _clock, _clock_name
    if name not in _CLOCKS:
        raise ValueError(f"unknown clock {name!r}; known: {', '.join(_CLOCKS)}")
    before = _clock_name
    _clock, _clock_name = _CLOCKS[name], name
    return before


@dataclass(frozen=True)
class Limit:
    """How much a bot may think for one decision.

    Unset fields (``None``) impose no bound. A bot stops at the first bound reached.
    """

    simulations: int | None = None
    """Maximum number of simulated playouts (or search iterations)."""
    worlds: int | None = None
    """Maximum number of sampled hidden-card worlds."""
    time_ms: int | None = None
    """Cooperative time cap in milliseconds, checked between iterations (on :func:`clock`)."""

    def __repr__(self) -> str:
        parts = [f"{k}={v!r}" for k, v in (("simulations", self.simulations), ("worlds", self.worlds),
                                           ("time_ms", self.time_ms)) if v is not None]
        return f"Limit({', '.join(parts)})"

    def deadline(self, start: float | None = None) -> float | None:
        """The :func:`clock` value after which thinking must stop, or ``None``."""
        if self.time_ms is None:
            return None
        return (clock() if start is None else start) + self.time_ms / 1000.0


@dataclass
class BotResult:
    """A bot's answer: the move it chose and what it did to find it."""

    play: Any
    """The chosen move, in the game's own type (a ``Play`` or ``None`` for a pass in Pao De Kuai)."""
    info: dict[str, Any] = field(default_factory=dict)
    """Diagnostics: simulations run, worlds sampled, value estimates, think time."""


class Bot(Protocol):
    """Anything with a ``choose(view, rng, limit) -> BotResult`` method and a ``name``."""

    name: str

    def choose(self, view: SeatView, rng: random.Random, limit: Limit) -> BotResult:
        """Pick a legal move for ``view.seat`` (a :class:`cardroom.game.SeatView` of the bot's
        game). Must not read anything beyond ``view``; draws only from ``rng``."""
        ...


_REGISTRY: dict[tuple[str, str], Callable[..., Bot]] = {}


def register_bot(game: str, name: str) -> Callable[[Callable[..., Bot]], Callable[..., Bot]]:
    """Class decorator: make a bot constructible as ``make_bot(game, name, **opts)``."""

    def deco(factory: Callable[..., Bot]) -> Callable[..., Bot]:
        _REGISTRY[(game, name)] = factory
        return factory

    return deco


def make_bot(game: str, name: str, **opts: Any) -> Bot:
    """Build a registered bot.

    Args:
        game: ``"paodekuai"`` or ``"paohuzi"``.
        name: the bot's registered name (``"greedy"``, ``"easy"``, ``"normal"``, ``"hard"``, ...).
        **opts: passed to the bot's constructor.

    Raises:
        ValueError: for an unknown game or bot name (the message lists the known ones).
    """
    _load(game)
    try:
        factory = _REGISTRY[(game, name)]
    except KeyError:
        known = sorted(n for g, n in _REGISTRY if g == game)
        raise ValueError(f"unknown {game} bot {name!r}; known: {', '.join(known) or 'none'}") from None
    return factory(**opts)


def _load(game: str) -> None:
    """Import ``<game>.bots`` once, which registers that game's bots."""
    if not any(g == game for g, _ in _REGISTRY):
        try:
            importlib.import_module(f"{game}.bots")
        except ModuleNotFoundError as exc:
            if exc.name not in (game, f"{game}.bots"):
                raise


def bot_names(game: str) -> list[str]:
    """The registered bot names of ``game``, sorted."""
    _load(game)
    return sorted(n for g, n in _REGISTRY if g == game)
