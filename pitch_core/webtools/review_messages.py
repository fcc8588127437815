"""The review's messages ("Learn from your mistakes" in Play, ``webtools.review``): why a card
play cost points, how a retry compares, where the hand's points went.

Merged into ``pitch_core.messages`` with the other non-rule messages, so they are rendered and
translated like every engine message. Parameters are typed by name (``pitch_core.message_params``):
``played`` and ``card`` are cards, ``best`` a list of cards, ``points`` a number (a fraction is
an average over the sampled deals), ``bid`` a bid, ``taken``, ``total`` and ``samples`` counts.
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
    # The learner's retry ("Find a better card")
    "review.try.best": "{card} is as good as the best play: well found.",
    "review.try.played": "{card} is the card you played in the game: try another one.",
    "review.try.worse": "{card} is no better: it costs about {points} points against the best play.",
    "review.pitch-only": "Only a hand of Pitch can be reviewed here.",
    # The hand as a whole
    "review.summary": "Your side took {taken} of the {total} points in play this hand.",
    "review.summary.cost": "Your card plays cost your side about {points} points against the best plays.",
    "review.how": "This play is judged on {samples} deals of the cards you could not see, each "
                  "played out with the best play at every seat.",
}
