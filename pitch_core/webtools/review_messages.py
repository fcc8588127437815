"""The review's messages ("Learn from your mistakes" in Play and the tutorial's free hand,
``webtools.review``): why a card play, a call, the trump or an exchange choice cost points, how a
retry compares, where the hand's points went.

Merged into ``pitch_core.messages`` with the other non-rule messages, so they are rendered and
translated like every engine message. Parameters are typed by name (``pitch_core.message_params``):
``played`` and ``card`` are cards, ``best`` a list of cards, ``points``, ``before`` and ``after``
numbers (a fraction is an average over the sampled deals), ``bid`` and ``standing`` bids,
``trump`` a suit, ``taken``, ``total``, ``samples``, ``count`` and ``held`` counts.
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # One costly decision: what it cost, and which points the best card wins or keeps
    "review.played": "You played {played} here: about {points} points lost against the best play.",
    "review.reason.keeps": "Playing {played} here loses {card} ({points} points) to the other side: "
                           "the best play was {best}, which keeps it for your side.",
    "review.reason.wins": "Playing {played} here lets the other side take {card} ({points} points): "
                          "the best play was {best}, which wins it for your side.",
    "review.reason.cards": "The best play was {best}: on average over the deals of the cards you "
                           "could not see, it brings your side {points} points more than {played}; "
                           "the points at stake are {cards}.",
    "review.reason.bid-made": "With {best} your side makes its bid of {bid}; with {played} it is set.",
    "review.reason.bid-set": "With {best} the other side is set on its bid of {bid}; with {played} "
                             "it makes it.",
    "review.reason.bid-made-often": "With {best} your side makes its bid of {bid} more often than "
                                    "with {played}, and a bid that is set costs the bid.",
    "review.reason.bid-set-often": "With {best} the other side is set on its bid of {bid} more often "
                                   "than with {played}.",
    "review.reason.average": "The best play was {best}: over the deals of the cards you could not "
                             "see, it is worth about {points} points more to your side than {played}.",
    # A call, the trump or an exchange choice: what it cost, and why the best one is better
    "review.chose.bid": "You bid {bid} here: about {points} points lost against the best call.",
    "review.chose.pass": "You passed here: about {points} points lost against the best call.",
    "review.chose.trump": "You named {trump} as trump here: about {points} points lost against the best suit.",
    "review.chose.exchange": "This choice in the exchange cost about {points} points against the best one.",
    "review.reason.choice.set": "After your choice your side is set on its bid in {count} of the {samples} "
                                "deals of the cards you could not see, with the best play at every seat; "
                                "after the best choice, in {held}.",
    "review.reason.choice.contract": "After your call the other side plays the contract in {count} of the "
                                     "{samples} deals of the cards you could not see; after the best call, "
                                     "your side plays it in {held}.",
    "review.reason.choice.bid-higher": "A made bid scores what was bid, not the points taken: your side makes "
                                       "{bid} in {held} of the {samples} deals, and {standing} in {count}.",
    "review.reason.choice.points": "Your side takes about {after} points after the best choice and about "
                                   "{before} after yours, on average over the {samples} deals.",
    "review.reason.choice.average": "Over the {samples} deals of the cards you could not see, each played "
                                    "out with the best play at every seat, the best choice is worth about "
                                    "{points} points more to your side than yours.",
    "review.reason.ground.card": "After the best call, {card} ({points} points) ends with your side in "
                                 "{count} of the {samples} deals played out.",
    "review.reason.ground.rest": "Of the cards you do not hold, your side takes about {points} points a "
                                 "deal after the best call.",
    # The learner's retry ("Find a better card")
    "review.try.best": "{card} is as good as the best play: well found.",
    "review.try.played": "{card} is the card you played in the game: try another one.",
    "review.try.worse": "{card} is no better: it costs about {points} points against the best play.",
    "review.try.choice.best": "That is as good as the best choice: well found.",
    "review.try.choice.played": "That is what you did in the game: try something else.",
    "review.try.choice.worse": "That is no better: it costs about {points} points against the best choice.",
    "review.pitch-only": "Only a hand of Pitch can be reviewed here.",
    # The hand as a whole
    "review.summary": "Your side took {taken} of the {total} points in play this hand.",
    "review.summary.cost": "Your card plays cost your side about {points} points against the best plays.",
    "review.summary.lost": "Your decisions cost your side about {points} points against the best ones.",
    "review.summary.split": "About {before} of them went in the calls, the trump and the exchange, and "
                            "about {after} in the card play.",
    "review.how": "This play is judged on {samples} deals of the cards you could not see, each "
                  "played out with the best play at every seat.",
    "review.how.choice": "This choice is judged on {samples} deals of the cards you could not see: in each, "
                         "the rest of the calls and the exchange are made as the engine's players make "
                         "them, and the cards are played out with the best play at every seat.",
}
