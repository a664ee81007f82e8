"""The two kinds of refusal every game shares.

* :class:`IllegalMove` -- a well-formed move that the rules refuse now. Each game's own
  refusal subclasses it (``paodekuai.IllegalPlay`` with a spec §12 reason code,
  ``paohuzi.IllegalAction`` with ``not_pending`` / ``not_available`` / ``deal_over``), so
  the web bridge reports any of them the same way: an error whose ``type`` is the game's
  class name and whose ``code`` is the machine-readable reason.
* :class:`RecordError` -- a saved record that cannot be loaded.

Both are ``ValueError`` subclasses: code that only knows "bad input" keeps catching them.
"""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move the rules refuse now; the game state is unchanged.

    Args:
        code: the game's reason code (e.g. ``"too_low"``, ``"not_available"``).
        message: one human-readable line; the code itself when omitted.

    Attributes:
        code: as given.

    >>> err = IllegalMove("too_low")
    >>> (err.code, str(err), isinstance(err, ValueError))
    ('too_low', 'too_low', True)
    """

    def __init__(self, code: str, message: str | None = None) -> None:
        super().__init__(message or code)
        self.code = code


class RecordError(ValueError):
    """A record that cannot be loaded: malformed JSON, wrong or unknown format, bad fields,
    or moves that the rules refuse. The message says which, in one line."""
