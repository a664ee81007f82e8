"""The engine's version: bumped whenever a rule's behaviour changes (records carry it)."""

ENGINE_VERSION = "1.0.0"
