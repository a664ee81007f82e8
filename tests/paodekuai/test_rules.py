"""Rules of play: rounds, last cards, bombs, last card, readings (spec §3 … §7, §14)."""

from paodekuai import Deal, Rules

from .pdk_helpers import HOME, STANDARD, deal, shapes


# ---------------------------------------------------------------- rounds and turns (§6)

def test_turns_go_0_1_2_and_two_passes_clear_the_table():
    d = deal("3S 4D 9S / 5S 6H 7C / 8S TC JD")
    assert d.turn == 0
    d.play("3S")
    assert (d.turn, str(d.table), d.table_by) == (1, "3S", 0)
    d.play("7C")
    d.play("JD")
    assert d.turn == 0
    d.play("pass")          # 4D and 9S cannot beat a J
    d.play("pass")          # seat 1: 5S, 6H cannot either
    assert d.table is None and d.turn == 2   # the round's last player leads
    assert d.history[-2:] == [(0, None), (1, None)]


def test_a_pass_after_a_play_keeps_the_round():
    d = deal("3S 4D 9S / 5S 6H 7C / 8S TC JD", moves="9S|pass")
    assert (d.turn, str(d.table), d.passes) == (2, "9S", 1)
    d.play("TC")                             # a play resets the passes
    assert (d.turn, d.passes) == (0, 0)


def test_the_deal_ends_when_a_hand_empties():
    d = deal("3S 9S / 5S 6H 7C / 8S TC JD", moves="9S|pass")
    # seat 0 now holds one card, so seat 2's single must be its highest (§7)
    assert d.check("TC") == "must_play_highest_single"
    d.play("JD")
    d.play("pass")
    d.play("pass")
    assert d.turn == 2 and d.table is None and not d.is_over
    d.play("TC")
    d.play("pass")
    d.play("pass")
    d.play("8S")
    assert d.is_over and d.result.winner == 2
    assert d.legal_plays() == [] and not d.can_pass()
    # seat 0 keeps 3S (pays 1); seat 1 never played its 3 cards: shut out, pays 6
    assert d.result.points == (-1, -6, 7)


# ---------------------------------------------------------------- legal plays (§13, §14)

def test_legal_plays_one_per_rank_multiset_with_suits_spade_heart_club_diamond():
    d = deal("3S 3D 3H 4C 4D 4S 5D 5C KH / 6S 6H / 7S 7H")
    plays = d.legal_plays()
    assert sorted(shapes(plays)) == sorted([
        "3", "4", "5", "K", "33", "44", "55", "3344", "334455", "4455",
        "33345", "3334K", "3335K", "33344", "33355", "34445", "3444K", "4445K", "44455", "33444",
        "33344455K",   # the whole hand: an airplane short of one wing (§4)
    ])
    by_shape = {p.shape: str(p) for p in plays}
    assert by_shape["33"] == "3S 3H"
    assert by_shape["44"] == "4S 4C"
    assert by_shape["55"] == "5C 5D"
    assert by_shape["33345"] == "3S 3H 3D 4S 5C"
    assert by_shape["334455"] == "3S 3H 4S 4C 5C 5D"


def test_legal_plays_are_deterministic():
    a = Deal.new(STANDARD, 42).legal_plays()
    b = Deal.new(STANDARD, 42).legal_plays()
    assert [str(p) for p in a] == [str(p) for p in b]


def test_kickers_counted_once_per_rank_multiset():
    # triples 555 and 777; kickers from what is left: {3, 7}, {3, 9}, {7, 7}, {7, 9} for the
    # fives and {3, 5}, {3, 9}, {5, 5}, {5, 9} for the sevens -- each multiset once
    d = deal("3S 5S 5H 5C 7S 7H 7C 9D / 4S 4H / 6S 6H")
    triple_twos = sorted(p.shape for p in d.legal_plays() if p.kind == "triple_two")
    assert triple_twos == ["35557", "35559", "35777", "37779", "55577", "55579", "55777", "57779"]


def test_following_lists_only_beating_plays():
    d = deal("3S 3H 6D / 4S 4H 5S 5C 8C 8D 9S 9H 9C 9D / KS KH", moves="3S 3H")
    assert sorted(shapes(d.legal_plays())) == ["44", "55", "88", "9999"]


# ---------------------------------------------------------------- §4 the last-cards exception

def test_short_triple_may_lead_as_the_whole_hand():
    d = deal("8S 8H 8C 5D / 4S 4H / 6S 6H", leader=0)
    assert "5888" in shapes(d.legal_plays())
    p = d.play("8S 8H 8C 5D")
    assert (p.kind, p.key, p.units) == ("triple_two", 8, 1)
    assert d.is_over and d.result.winner == 0


def test_bare_triple_may_lead_as_the_whole_hand():
    d = deal("AH AC AD / 4S 4H / 6S 6H", leader=0)
    assert shapes(d.legal_plays()) == ["A", "AA", "AAA"]
    p = d.play("AH AC AD")
    assert (p.kind, p.key) == ("triple_two", 14)
    assert d.is_over


def test_short_triple_beats_a_full_triple_two_of_a_lower_key():
    d = deal("7S 7H 7C 3S 4S KD / 8S 8H 8C 5D / 6S 6H", moves="7S 7H 7C 3S 4S")
    assert d.turn == 1
    assert shapes(d.legal_plays()) == ["5888"]
    assert d.check("pass") == "must_beat"
    d.play("8S 8H 8C 5D")
    assert d.is_over and d.result.winner == 1


def test_short_triple_must_still_be_higher():
    d = deal("7S 7H 7C 3S 4S KD / 6C 6D 6H 5D / 9S 9H", moves="7S 7H 7C 3S 4S")
    assert d.check("6C 6D 6H 5D") == "too_low"
    assert d.legal_plays() == []


def test_short_airplane_leads_and_follows():
    lead = deal("3S 3H 3C 4S 4H 4C 5D / 6S 6H / 7S 7H", leader=0)
    p = lead.play("3S 3H 3C 4S 4H 4C 5D")
    assert (p.kind, p.key, p.units) == ("airplane", 4, 2)
    follow = deal("5S 5H 5C 6S 6H 6C 3D 3C 4D 4C KD / 9S 9H 9C TS TH TC 7D / 8S 8H",
                  moves="5S 5H 5C 6S 6H 6C 3D 3C 4D 4C")
    assert shapes(follow.legal_plays()) == ["7999TTT"]
    p = follow.play("9S 9H 9C TS TH TC 7D")
    assert (p.kind, p.key, p.units) == ("airplane", 10, 2)
    assert follow.is_over


def test_short_plays_only_as_the_whole_hand():
    d = deal("7S 7H 7C 3S 4S KD / 8S 8H 8C 5D 9D / 6S 6H", moves="7S 7H 7C 3S 4S")
    assert d.check("8S 8H 8C 5D") == "needs_kickers"
    assert shapes(d.legal_plays()) == ["58889"]


# ---------------------------------------------------------------- §5 bombs cannot be split

def test_standard_never_lists_a_split_bomb():
    d = deal("3S 7S 7H 7C 7D 8S 9S TS JS / 4S 4H / 5S 5H")
    assert all(p.shape == "7777" or "7" not in p.shape for p in d.legal_plays())
    assert "7777" in shapes(d.legal_plays())


def test_home_lists_split_bombs():
    d = deal("3S 7S 7H 7C 7D 8S 9S TS JS / 4S 4H / 5S 5H", rules=HOME, first_of_match=False)
    listed = shapes(d.legal_plays())
    for shape in ("7", "77", "7777", "789TJ", "3777J"):
        assert shape in listed
    assert "37777" not in listed   # four of a rank never goes with anything (§3)


def test_with_a_bomb_in_standard_a_non_bomb_can_never_be_passed():
    d = deal("3S 2S 4D / 5S 5H 5C 5D 6C / KS KH", moves="2S")
    assert shapes(d.legal_plays()) == ["5555"] and not d.can_pass()


# ---------------------------------------------------------------- §7 last card

def test_highest_single_skips_bomb_ranks_in_standard():
    # seat 1 is on last card; seat 0's Ks are a bomb, so its highest single is the 6
    d = deal("3S 5S 6S KS KH KC KD / 4H / 9S 9H")
    singles = [p.shape for p in d.legal_plays() if p.kind == "single"]
    assert singles == ["6"]
    assert d.check("6S") is None
    assert d.check("5S") == "must_play_highest_single"
    assert d.check("KS") == "bomb_cannot_be_split"


def test_highest_single_may_be_a_bomb_rank_in_home():
    d = deal("3S 5S 6S KS KH KC KD / 4H / 9S 9H", rules=HOME, first_of_match=False)
    assert [p.shape for p in d.legal_plays() if p.kind == "single"] == ["K"]
    assert d.check("6S") == "must_play_highest_single"


def test_forced_bomb_when_the_highest_single_is_too_low():
    # table Q; seat 2 (seat 1's next) on last card; seat 1's highest single J cannot beat,
    # so the bomb is its only beating play and it may not pass (§7 ruling, §6)
    d = deal("3S QS 4D / 5S 7S 7H 7C 7D JS / 9C", moves="QS")
    assert d.turn == 1
    assert shapes(d.legal_plays()) == ["7777"]
    assert d.check("pass") == "must_beat"
    assert d.check("JS") == "too_low"


def test_pass_when_the_highest_single_is_too_low_and_no_bomb():
    d = deal("3S QS 4D / 5S 8C JS / 9C", moves="QS")
    assert d.legal_plays() == [] and d.can_pass()
    d.play("pass")
    assert d.turn == 2


def test_last_card_marker_follows_the_count():
    d = deal("3S 4S / 5S 6S / 7S 8S 9S")
    assert [d.on_last_card(s) for s in range(3)] == [False, False, False]
    d.play("4S")
    assert [d.on_last_card(s) for s in range(3)] == [True, False, False]
    assert d.view(1).last_card == (True, False, False)


# ---------------------------------------------------------------- §3 readings

def test_airplane_lead_takes_the_highest_key():
    d = deal("3S 3H 3C 4S 4H 4C 5S 5H 5C 6D KD / 8S 8H / 9S 9H")
    p = d.play("3S 3H 3C 4S 4H 4C 5S 5H 5C 6D")
    assert (p.kind, p.key, p.units) == ("airplane", 5, 2)


def test_airplane_follow_carries_the_highest_beating_reading():
    d = deal("3S 3H 3C 4S 4H 4C 5D 6D 7D 8D KD / 9S 9H 9C TS TH TC JS JH JC QD 2S / 5S 5H",
             moves="3S 3H 3C 4S 4H 4C 5D 6D 7D 8D")
    assert d.check("9S 9H 9C TS TH TC JS JH JC QD") is None
    p = d.play("9S 9H 9C TS TH TC JS JH JC QD")
    assert (p.kind, p.key, p.units) == ("airplane", 11, 2)
    assert d.table.key == 11
