"""A Three Thirteen ruleset described as plain data, for the rules pages and the tools.

``describe("three-thirteen-aces-both")`` gives the rounds (hand size and wild rank of each), the
pack by number of players, the penalty of every card kind, every parameter, and the rules in
force as events citing rule IDs, so a page can link each statement to its rule.
"""

from __future__ import annotations

from typing import Any

from ..cards import Rank
from ..event import Event
from .ruleset import ACES_HIGH_OR_LOW, END_ROUND, Ruleset, get_ruleset


def describe(ruleset: str | Ruleset, players: int = 4) -> dict[str, Any]:
    rules = ruleset if isinstance(ruleset, Ruleset) else get_ruleset(ruleset)
    rounds = [{"round": k, "hand_size": rules.hand_size(k), "wild_rank": rules.wild_rank(k).letter}
              for k in range(1, rules.rounds + 1)]
    return {
        "preset": rules.name,
        "rounds": rounds,
        "decks": {n: rules.decks(n) for n in range(rules.min_players, max(players, 6) + 1)},
        "penalties": {"A": rules.ace_penalty, **{str(n): n for n in range(2, 11)},
                      "J": _court(rules, Rank.JACK), "Q": _court(rules, Rank.QUEEN),
                      "K": _court(rules, Rank.KING), "joker": rules.joker_penalty,
                      "wild": "face value" if rules.wild_penalty is None else rules.wild_penalty},
        "parameters": rules.parameters(),
        "rules": [event.to_dict() for event in rules_in_force(rules, players)],
    }


def _court(rules: Ruleset, rank: Rank) -> int:
    return rank.pip if rules.court_penalty is None else rules.court_penalty


def rules_in_force(rules: Ruleset, players: int = 4) -> list[Event]:
    """The table's rules, one event each, in the order a rules page would state them."""
    events = [
        Event("tt.players.count", {"min_players": rules.min_players, "players": players}),
        Event("tt.deck.count", {"players": players, "decks": rules.decks(players)}),
    ]
    if rules.jokers_per_deck:
        events += [Event("tt.deck.jokers", {"jokers": rules.jokers_per_deck}),
                   Event("tt.jokers.wild")]
    events += [
        Event("tt.deal.cards", {"hand_size": rules.hand_size(1)}),
        Event("tt.wild.rank", {"round": 1, "rank": rules.wild_rank(1).letter}),
        Event("tt.turn.draw-first"),
        Event("tt.meld.set", {"cards": "7♠ 7♥ 7♣"}),
        Event("tt.meld.run", {"cards": "A♥ 2♥ 3♥"}),
        Event("tt.meld.aces-high-or-low" if rules.aces == ACES_HIGH_OR_LOW else "tt.meld.aces-low"),
        Event("tt.meld.one-per-card"),
        Event("tt.meld.duplicates" if rules.set_duplicates else "tt.meld.no-duplicates"),
        Event("tt.meld.no-laying-off"),
        Event("tt.wild.any-card", {"card": "3♦", "stands_for": "2♥"}),
    ]
    if rules.max_wilds_per_meld is None:
        events.append(Event("tt.wild.several"))
    else:
        events += [Event("tt.wild.per-meld-limit", {"limit": rules.max_wilds_per_meld}),
                   Event("tt.wild.own-place-counts" if rules.cap_counts_natural_wilds
                         else "tt.wild.own-place-free")]
    events.append(Event("tt.wild.all-wild" if rules.allow_all_wild_meld else "tt.wild.no-all-wild"))
    if not rules.discard_taken_card:
        events.append(Event("tt.discard.taken-card", {"card": "…"}))
    events.append(Event("tt.stock.end-round" if rules.stock_exhausted == END_ROUND
                        else "tt.stock.reshuffle"))
    court = "11, 12, 13" if rules.court_penalty is None else rules.court_penalty
    events += [
        Event("tt.go-out.last-turns", {"seat": "…"}),
        Event("tt.score.values", {"ace": rules.ace_penalty, "court": court}),
        Event("tt.score.wild-face-value", {"card": "8♥", "points": 8}) if rules.wild_penalty is None
        else Event("tt.score.wild-fixed", {"points": rules.wild_penalty}),
        Event("tt.score.fewest-points"),
        Event("tt.score.totals", {"round": rules.rounds, "totals": "…"}),
        Event("tt.game.winner", {"winners": "…", "points": "…"}),
    ]
    if rules.jokers_per_deck:
        events.append(Event("tt.score.joker", {"points": rules.joker_penalty}))
    return events
