"""Rule IDs of Three Thirteen (docs/three-thirteen.md), each with its home page and English template.

Every ID starts with ``tt.`` so none can clash with a Pitch rule. They all live on the
``three-thirteen`` page, which carries each one as an anchor (``tt.meld.run`` -> ``#tt-meld-run``).
Where tables differ (aces, wilds per meld, an empty stock) each way of playing is its own rule, so
a link names exactly what the table plays. The engine raises these IDs for rejected actions and
cites them in the events that explain a deal, a turn and the scoring.
"""

from __future__ import annotations

from .rule import Rule

PAGE = "three-thirteen"


def _rule(rule_id: str, text: str, guard: bool = False) -> Rule:
    return Rule(rule_id, PAGE, text, guard)


RULES: tuple[Rule, ...] = (
    # Players, the pack and the rounds
    _rule("tt.players.count", "Three Thirteen needs at least {min_players} players, not {players}.", guard=True),
    _rule("tt.deck.count",
          "With {players} players the pack is {decks} decks of 52 cards: one deck for two players, "
          "two for three or four, and enough for the last round beyond that."),
    _rule("tt.deck.jokers", "At this table jokers are added, {jokers} per deck, and are always wild."),
    _rule("tt.deck.no-jokers", "This game is played without jokers: {card} is not in the pack."),
    _rule("tt.round.count", "A game has {rounds} rounds, numbered 1 to {rounds}; there is no round {round}."),
    _rule("tt.round.hand-size",
          "Round {round} deals {hand_size} cards to each player, not {count}."),
    # The deal
    _rule("tt.deal.rotation", "The deal passes to the left after each round: player {dealer} deals round {round}."),
    _rule("tt.deal.cards",
          "The dealer deals {hand_size} cards to each player, one at a time, starting at his left."),
    _rule("tt.deal.pack",
          "A deal uses each card exactly as often as the pack holds it: {card} is there {used} times, "
          "the pack holds {held}."),
    _rule("tt.deal.first", "The cards have not been dealt yet.", guard=True),
    _rule("tt.deal.upcard",
          "The undealt cards form the face-down stock; its top card, {card}, is turned face up to "
          "start the discard pile."),
    # Wild cards
    _rule("tt.wild.rank",
          "In round {round} the {rank}s are wild: the wild rank is the number of cards in the hand."),
    _rule("tt.wild.any-card",
          "A wild card can stand for any card in a set or run, itself included: {card} stands for "
          "{stands_for}."),
    _rule("tt.wild.several", "A set or run may hold several wild cards."),
    _rule("tt.wild.all-wild", "Wild cards alone can form a set or run."),
    _rule("tt.wild.no-all-wild",
          "At this table wild cards alone do not form a set or run unless one of them stands for "
          "itself."),
    _rule("tt.wild.per-meld-limit",
          "At this table a set or run may use at most {limit} wild cards."),
    _rule("tt.wild.own-place-free",
          "A wild-rank card in its own place, like 8♥ in 8♥ 9♥ 10♥, is not counted against the "
          "limit of wild cards."),
    _rule("tt.wild.own-place-counts",
          "Every wild-rank card counts against the limit of wild cards, even in its own place."),
    _rule("tt.jokers.wild", "A joker is always wild."),
    # Sets and runs
    _rule("tt.meld.set", "{cards} make a set: three or more cards of the same rank."),
    _rule("tt.meld.run", "{cards} make a run: three or more cards in sequence in one suit."),
    _rule("tt.meld.aces-low", "Aces are low: A-2-3 is a run, Q-K-A and K-A-2 are not."),
    _rule("tt.meld.aces-high-or-low",
          "Aces are high or low: A-2-3 and Q-K-A are runs, but K-A-2 is not, and one ace cannot be "
          "both."),
    _rule("tt.meld.one-per-card", "A card can belong to only one set or run."),
    _rule("tt.meld.duplicates",
          "With two decks identical cards may share a set, as in 9♠ 9♠ 9♦, but never a run."),
    _rule("tt.meld.no-duplicates", "At this table a set may not hold two identical cards."),
    _rule("tt.meld.no-laying-off", "Nobody may add cards to another player's sets or runs."),
    # A turn
    _rule("tt.turn.order", "It is player {expected}'s turn, not player {seat}'s."),
    _rule("tt.turn.draw-first",
          "A turn starts with a draw: the top card of the stock or of the discard pile."),
    _rule("tt.turn.discard", "Player {seat} has drawn and now discards one card (or goes out)."),
    _rule("tt.draw.source", "Draw from the stock or the discard pile; “{source}” is neither."),
    _rule("tt.draw.stock-empty", "The stock is empty, so the draw is from the discard pile.", guard=True),
    _rule("tt.draw.pile-empty", "The discard pile is empty, so the draw is from the stock.", guard=True),
    _rule("tt.discard.not-held", "Player {seat} does not hold {card}."),
    _rule("tt.discard.taken-card",
          "At this table the card just taken from the discard pile, {card}, may not be thrown "
          "straight back."),
    # The stock runs out
    _rule("tt.stock.reshuffle",
          "The stock is empty: the discard pile, except its top card, is shuffled to make a new "
          "stock."),
    _rule("tt.stock.reshuffle-cards",
          "A reshuffle uses exactly the discard pile under its top card: {card} is there {used} "
          "times, the pile holds {held}."),
    _rule("tt.stock.end-round",
          "At this table an empty stock ends the round: every hand is scored as it stands."),
    # Going out
    _rule("tt.go-out.all-melded",
          "To go out, every card but the discard must be in a set or run; without {card} "
          "{points} points would be left over."),
    _rule("tt.go-out.last-turns",
          "Player {seat} went out: every other player has one more turn, then the round is scored."),
    _rule("tt.go-out.once", "Player {seat} has already gone out: the others take their last turns.", guard=True),
    # Scoring
    _rule("tt.score.values",
          "Cards outside sets and runs cost points: an ace {ace}, 2 to 10 their face value, a "
          "jack, queen or king {court}."),
    _rule("tt.score.wild-face-value",
          "A wild card left over costs its face value: {card} costs {points}."),
    _rule("tt.score.wild-fixed", "At this table a wild card left over costs {points}."),
    _rule("tt.score.joker", "A joker left over costs {points}."),
    _rule("tt.score.fewest-points",
          "Each hand is laid out to leave the fewest points, not the most sets and runs."),
    _rule("tt.score.deadwood", "Player {seat} has {cards} left over: {points} points."),
    _rule("tt.score.went-out", "Player {seat} went out and scores 0."),
    _rule("tt.score.all-melded", "Player {seat} has every card in sets and runs and scores 0."),
    _rule("tt.score.totals", "Scores add up from round to round. Totals after round {round} (player: points): {totals}."),
    # The end of the game
    _rule("tt.game.winner", "After the last round the lowest total wins: player {winners}, with {points}."),
    _rule("tt.game.tie", "Players {winners} tie for the lowest total, {points}, and share the win."),
    _rule("tt.game.over", "The game is over."),
)
