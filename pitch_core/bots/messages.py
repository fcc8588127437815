"""Hint codes: why a bot (or a good player) makes a move, where no rule of the game says it.

Merged into ``pitch_core.messages`` with the other non-rule messages, so hints are rendered and
translated like every engine message. English templates; fields in braces are the advice's
params (cards and suits are shown with their symbols).
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # The auction and the trump call
    "hint.bid.estimate": "With {suit} as trump you can expect about {points} points: bid {bid}.",
    "hint.bid.pass": "Even with {suit} as trump you can expect only about {points} points, not "
                     "enough for a bid here: pass.",
    "hint.bid.partner-holds": "Your partner holds the bid, and your hand (about {points} points "
                              "with {suit} as trump) is not much stronger: pass and let him play it.",
    "hint.bid.best-in-samples": "In {samples} deals of the cards you cannot see, a bid of {bid} "
                                "did best for your side: about {gain} points a hand more than the "
                                "usual estimate's choice.",
    "hint.bid.pass-in-samples": "In {samples} deals of the cards you cannot see, passing did best "
                                "for your side: about {gain} points a hand more than bidding.",
    # Play's bid hint from the review's analysis (solver/bid_ground.py): the best call, and each
    # call weighed with its average worth to the reader's side and how often a bid is made
    "hint.bid.analysed": "Over {samples} deals of the cards you cannot see, each played out with the "
                         "best play at every seat, a bid of {bid} did best for your side: about "
                         "{points} points a hand.",
    "hint.bid.analysed-pass": "Over {samples} deals of the cards you cannot see, each played out with "
                              "the best play at every seat, passing did best for your side: about "
                              "{points} points a hand.",
    "hint.bid.ground.bid": "Bid {bid}: about {points} points a hand for your side, which played the "
                           "contract in {total} of the {samples} deals and made it in {count}.",
    "hint.bid.ground.outbid": "Bid {bid}: about {points} points a hand for your side, which never "
                              "played the contract: in every deal the other side bid higher.",
    "hint.bid.ground.pass": "Pass: about {points} points a hand for your side.",
    # Why a bid hint says what it says (bid_reasons.py): the cards, the points, the bid, the partner
    "hint.bid.why-sure": "With {suit} as trump, no trump you lack ranks above {cards}: count those "
                         "points as yours.",
    "hint.bid.why-comes-back": "{card} is yours in any case: its point goes to whoever plays it.",
    "hint.bid.why-caught": "A higher trump you do not hold can catch {cards}: count on those points "
                           "only in part.",
    "hint.bid.why-no-points": "You hold no point card in {suit}: every point must be won in the tricks.",
    "hint.bid.why-rest": "The other point cards are in the other hands or the widow: your side wins "
                         "some of them in the tricks, the more the longer and higher your trump.",
    "hint.bid.why-low": "A made bid scores every point your side takes, so bidding {bid} loses nothing "
                        "when you take more, and leaves room for the cards you cannot see.",
    "hint.bid.why-high": "A made bid scores only the bid, so bid {bid}: the most you should make in "
                         "most deals of the cards you cannot see.",
    "hint.bid.why-partner": "Your partner bid {bid}: he counts on his own best suit, which may not be "
                            "yours. Outbid him only with a hand that makes a bid on its own.",
    "hint.trump.best-in-samples": "In {samples} deals of the cards you cannot see, {suit} as trump "
                                  "did best for your side: about {gain} points a hand more.",
    "hint.trump.best-suit": "Name {suit}: it is the suit in which your hand takes the most points "
                            "(about {points}).",
    "hint.trump.call-highest-missing": "Name {suit} and call {card}, the highest trump you do not "
                                       "hold: your partner will hold a winner.",
    # The exchange
    "hint.exchange.drop-least": "Give up {card}: you hold more than six trump, and of them it is the "
                                "least useful, a low card without points.",
    "hint.exchange.drop-fewest": "Give up {card}: every trump you could give up carries points, "
                                 "and {card} carries the fewest ({points}).",
    "hint.exchange.take-rest": "Keep the rest of the widow: with {count} trump you still have room "
                               "for more.",
    "hint.exchange.give-rest": "Hand the rest of the widow to your partner: you already hold "
                               "{count} trump, he probably has more room.",
    "hint.exchange.claim": "Take {card} from the middle: a point card for your side.",
    "hint.exchange.nothing-to-claim": "There is no point card in the middle worth taking: you are "
                                      "done.",
    "hint.exchange.swap": "Swap {out} for {card}: a point card is worth more to you.",
    "hint.exchange.swap-higher": "Swap {out} for {card}: {card} is the stronger card and carries "
                                 "no fewer points.",
    "hint.exchange.skip": "{card} would not improve your hand: look at the next card.",
    "hint.exchange.stop-for-partner": "{card} is a point card you cannot use: stop, so that your "
                                      "partner looks at the rest and may take it.",
    # Card play
    "hint.play.only-card": "{card} is the only card you can play.",
    "hint.play.lead-winner": "Lead {card}: no trump still out can beat it, so it takes the trick "
                             "and draws trump from the others.",
    "hint.play.all-tricks-ours": "Nobody against you holds trump any more: every trick is yours. "
                                 "Play {card}.",
    "hint.play.lead-low": "You hold no sure winner: lead {card}, a card that risks no points, and "
                          "let your partner take the trick.",
    "hint.play.lead-low-alone": "You hold no sure winner: lead {card}, a card that risks no points.",
    "hint.play.least-points": "Every card you can play carries points: play {card}, which risks the "
                              "fewest ({points}).",
    "hint.play.take-trick": "Take the trick with {card}: nothing still to come can beat it, and "
                            "it brings home {points} points.",
    "hint.play.take-trick-side": "Take the trick with {card}: nobody against you still to play can "
                                 "beat it, and it brings {points} points to your side.",
    "hint.play.take-lead": "Take the trick with {card}: nothing still to come can beat it, and "
                           "you will lead the next one.",
    "hint.play.take-empty": "Take the trick with {card}: nobody against you still to play can beat "
                            "it.",
    "hint.play.contest": "Beat {winner} with {card}: the trick holds {points} points and {card} "
                         "risks none.",
    "hint.play.give-nothing": "This trick is not yours to win: play {card}, which gives the other "
                              "side nothing.",
    "hint.play.partner-ahead": "Your partner's {winner} is ahead and the trick holds no points to "
                               "take: play {card}, which gives nothing away.",
    "hint.play.partner-wins": "Nobody against you still to play can beat {winner}, so this trick "
                              "is your side's. You have no point card to add: play {card}.",
    "hint.play.partner-wins-keep": "Nobody against you still to play can beat {winner}, so this "
                                   "trick is your side's. Keep your point cards, which no trump "
                                   "still out can beat: play {card}.",
    "hint.play.save-on-partner": "Nobody against you still to play can beat {winner}, so this "
                                 "trick is your side's: put your {card} on it, and its points "
                                 "({points}) stay with your side.",
    "hint.play.best-in-samples": "In {samples} deals of the unseen cards that fit what you have "
                                 "seen, {card} did best: about {gain} points more for your side "
                                 "than {other}.",
    # Three Thirteen
    "hint.tt.take-discard": "Take {card} from the discard pile: your deadwood can fall from "
                            "{before} to {after}.",
    "hint.tt.draw-stock": "{card} would not lower your deadwood ({before}): draw from the stock.",
    "hint.tt.take-discard-expected": "Take {card} from the discard pile: it leaves {after} points "
                                     "of deadwood, a stock card about {expected}.",
    "hint.tt.draw-stock-expected": "Draw from the stock: a stock card leaves about {expected} "
                                   "points of deadwood, {card} from the pile {after}.",
    "hint.tt.discard-least": "Discard {card}: it leaves the least deadwood, {points} points.",
    "hint.tt.go-out": "Every card but {card} fits in a set or run: discard it and go out.",
}
