"""The Paohuzi engine's version: bumped whenever a rule's behaviour changes (records carry it)."""

__version__ = "0.1.0"
