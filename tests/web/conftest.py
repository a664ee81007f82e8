"""Shared set-up of the bridge tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cardroom.web import api


@pytest.fixture(autouse=True)
def fresh_session(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test starts with no game."""
    monkeypatch.setattr(api, "SESSION", api.Session())
    yield
