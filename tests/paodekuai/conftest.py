"""Fixtures for the Pao De Kuai engine tests."""

import pytest

from paodekuai import Rules


@pytest.fixture(params=["standard", "home"])
def rules(request) -> Rules:
    return Rules.preset(request.param)
