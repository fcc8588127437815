"""Play shows the reader the events of his seat's observation, not the hand's: five-handed, a
defender does not learn that the called card lies in the blind until the bidder leads it (the
code review's table: ten-point five-handed, seed 18, where player 5 bids and calls the queen of
clubs, which is in the blind)."""

from __future__ import annotations

from pitch_core.bots import choose
from pitch_core.webtools.play import PitchTable, new_table

CALLED = "play.called-card-leads"


def step(table: PitchTable) -> None:
    """One move: a bot's, or the reader's as the heuristic player would make it."""
    if table.bot_move() is None:
        table.act(choose(table.hand, table.human).notation(table.players))


def rules_seen(table: PitchTable) -> list[str]:
    return [event["rule"] for event in table.view("en")["events"]]


def test_only_the_bidder_hears_that_the_called_card_was_in_the_blind_until_he_leads_it():
    tables = {seat: new_table("ten-point+five-handed", seat, seed=18) for seat in "12345"}
    for table in tables.values():
        assert isinstance(table, PitchTable)
        while table.hand.trump is None:  # up to the exchange, where a defender may burn trump
            step(table)
        hand = table.hand
        assert hand.phase == "exchange" and hand.bidder == 4 and hand.called is not None and hand.called.code == "QC" and hand.partner is None
        seen = hand.observation(table.human)
        assert rules_seen(table) == [event.rule_id for _, event in seen.events]
        assert (CALLED in rules_seen(table)) == (table.human == hand.bidder)
        assert any(event.rule_id == CALLED for _, event in hand.observation(None).events)  # the open view
    defender = tables["1"]
    while not defender.hand.trick and not defender.hand.tricks:  # up to the first lead
        assert CALLED not in rules_seen(defender)
        step(defender)
    assert defender.hand.trick[0] == (4, defender.hand.called)  # the bidder led it: now all know
    assert rules_seen(defender).count(CALLED) == 1
