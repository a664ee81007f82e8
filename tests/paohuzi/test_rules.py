"""Rules (spec §19): one field per option, defaults as §19."""

import dataclasses

import pytest

from paohuzi import Rules


def test_rules_defaults_are_the_spec_defaults():
    assert Rules().to_dict() == {
        "players": 3, "next_can_chi_drawn": False, "pao_blocks_other_hu": False,
        "same_player_hu_over_pao": False, "tianhu_on_liangzhang": True, "own_discard_is_chou": True,
        "hu_mandatory": False, "fan_table": "seed", "tianhu_selfdraw_bonus": False,
        "santi_wukan_huxi": "quads_kan", "dealer_streak_limit": 3, "min_huxi": 15}


def test_rules_is_frozen_and_round_trips():
    r = Rules(fan_table="wiki", min_huxi=10)
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.min_huxi = 3
    assert Rules.from_dict(r.to_dict()) == r
    assert Rules.from_dict({}) == Rules()


@pytest.mark.parametrize("kwargs", [
    {"players": 5}, {"fan_table": "other"}, {"santi_wukan_huxi": "all"}, {"hu_mandatory": 1},
    {"min_huxi": "15"}, {"dealer_streak_limit": 0}, {"players": True}])
def test_rules_rejects_bad_values(kwargs):
    with pytest.raises(ValueError):
        Rules(**kwargs)


def test_rules_from_dict_rejects_unknown_keys_and_non_dicts():
    with pytest.raises(ValueError, match="unknown"):
        Rules.from_dict({"jokers": True})
    with pytest.raises(ValueError):
        Rules.from_dict([])
