"""Rule IDs of the Pitch family, each with its home page and the English message template.

Rules every Pitch game shares live on ``pitch/basics``; a rule that only one game or variant has
lives on that game's page. Where the games differ (the forced dealer bid, what a made bid scores)
each way of playing is its own rule, so a link always names exactly what the table plays.
"""

from __future__ import annotations

from .rule import Rule

BASICS = "pitch/basics"
PITCH31 = "pitch/pitch31"
TEN_POINT = "pitch/ten-point"
PARTNER13 = "pitch/thirteen-point-partner"
VARIANTS = "pitch/variants"

RULES: tuple[Rule, ...] = (
    # Turn order and the deal
    Rule("turn.order", BASICS, "It is {expected}'s turn, not {seat}'s."),
    Rule("turn.phase", BASICS, "That cannot be done now: the hand is in the {phase} phase.", guard=True),
    Rule("deal.cards", BASICS, "Each player gets {hand_size} cards; {widow_size} go face down as the widow."),
    Rule("deal.redeal-low-cards", PITCH31,
         "{seat} was dealt only cards from 4 to 9, so the same dealer deals the cards again."),
    # Bidding
    Rule("bid.minimum", BASICS, "The lowest bid is {min_bid}."),
    Rule("bid.maximum", BASICS, "The highest bid is {max_bid}, then only the moon."),
    Rule("bid.must-beat", BASICS, "A bid must beat the standing bid of {standing}."),
    Rule("bid.one-call", BASICS, "Each player bids or passes once, starting left of the dealer."),
    Rule("bid.dealer-may-match", PITCH31,
         "Only the dealer may match the standing bid, and only a bid of 10 or the moon."),
    Rule("bid.moon-needs-score", PITCH31,
         "A team may shoot the moon only with a score of {min_score} or more; {team} has {score}."),
    Rule("bid.all-pass-dealer-bids", PITCH31, "Everyone else passed, so the dealer must bid."),
    Rule("bid.all-pass-dealer-four", TEN_POINT,
         "Everyone else passed, so the dealer must take the bid for 4."),
    Rule("bid.all-pass-dealer-five", PARTNER13,
         "Everyone else passed, so the dealer must bid at least 5."),
    Rule("bid.moon-is-thirteen", PARTNER13, "A bid of 13 is the moon: it takes every point."),
    # Naming trump
    Rule("trump.bidder-names", BASICS, "The high bidder, {bidder}, names trump."),
    Rule("trump.cards", BASICS,
         "With {trump} trump, the trump cards are {cards}; nothing else can be played."),
    Rule("trump.off-jack", BASICS,
         "The {card} is the off-jack: the jack of the other suit of trump's colour, and a trump."),
    Rule("trump.jokers", BASICS, "Both jokers are trump, ranking between the off-jack and the 10."),
    Rule("trump.off-three", PARTNER13, "The {card} is the off-three: a trump worth 3 points."),
    Rule("trump.call-card", VARIANTS,
         "The bidder calls a trump card he does not hold; its holder becomes his partner."),
    # The exchange
    Rule("exchange.discard-non-trump", BASICS,
         "Every player throws away all cards that are not trump; {card} is trump and must be kept."),
    Rule("exchange.keep-six", BASICS, "A player may keep no more than {count} cards for the play."),
    Rule("exchange.card-not-held", BASICS, "{seat} does not hold {card}.", guard=True),
    Rule("exchange.draw-to-six", PITCH31,
         "Each player in turn draws from the widow up to six cards and keeps what he draws."),
    Rule("exchange.bidder-takes-widow", PITCH31,
         "The bidder draws last: he takes the rest of the widow and keeps his trump, six cards at most."),
    Rule("exchange.excess-to-opponents", PITCH31,
         "{seat} held more than six trump: {cards} {cards|pl=go|goes} to the other team, with any points on {cards|pl=them|it}."),
    Rule("exchange.burn", TEN_POINT,
         "{seat} held more than six trump and burned {cards}: out of play, any points on {cards|pl=them|it} count for nobody."),
    Rule("exchange.remainder-to-partner", TEN_POINT,
         "The bidder may pass the rest of the widow unseen to his partner."),
    Rule("exchange.discard-face-up", PARTNER13,
         "Players throw their non-trump face up into the middle; a player holding more than six trump throws the trump beyond six cards too."),
    Rule("exchange.claim-point-card", PARTNER13,
         "Only a point card may be taken from the middle, and only by a player holding fewer than six cards."),
    Rule("exchange.look-through", PARTNER13,
         "The bidder looks through the rest of the pack one card at a time and may swap cards only for point cards."),
    Rule("exchange.blind-to-bidder", VARIANTS,
         "With five players the four-card blind goes to the bidder; nobody else draws."),
    # Play
    Rule("play.bidder-leads", BASICS, "The bidder leads the first trick."),
    Rule("play.only-trump", BASICS, "Only trump may be played; {card} is not trump."),
    Rule("play.card-not-held", BASICS, "{seat} does not hold {card}.", guard=True),
    Rule("play.out-of-trump", BASICS, "{seat} has no trump left and sits out the rest of the hand."),
    Rule("play.highest-wins", BASICS, "{card} is the highest trump in the trick, so {seat} takes it."),
    Rule("play.deuce-returns", BASICS,
         "The 2 of trump always goes back to the player who played it, with its point."),
    Rule("play.lead-next-clockwise", BASICS,
         "{winner} has no trump left, so the lead passes clockwise to {seat}."),
    Rule("play.lead-partner", PARTNER13,
         "{winner} has no trump left, so the lead passes to the partner, {seat}."),
    Rule("play.first-joker-high", PARTNER13,
         "The jokers look alike: the first joker played in a hand is the high joker."),
    Rule("play.called-card-leads", VARIANTS,
         "The called card was in the blind, so the bidder must lead it: {card}."),
    Rule("play.deuce-captured", VARIANTS, "In Dirty Pitch the 2 is captured like any other card."),
    Rule("play.reverse-order", VARIANTS,
         "In reverse Pitch the trump order is turned upside down: the 2 is highest and the ace lowest."),
    # End of the hand and scoring
    Rule("hand.team-out", BASICS,
         "{team} is out of trump, so the hand ends and {other} keeps the trump it still holds."),
    Rule("score.made-taken", PITCH31, "{team} made the bid of {bid} and scores all {taken} points it took."),
    Rule("score.made-bid", TEN_POINT, "{team} made the bid and scores the bid, {bid}, not the {taken} it took."),
    Rule("score.set", BASICS, "{team} took {taken} of a bid of {bid}: set, and loses {bid}."),
    Rule("score.defenders-taken", BASICS, "{team} did not bid and scores the {taken} points it took."),
    Rule("score.moon-twenty", PITCH31, "A moon scores 20 when made and loses 20 when missed."),
    Rule("score.moon-to-target", TEN_POINT,
         "A made moon lifts the score to {target} (or to 0 from below zero); a missed moon loses the game."),
    Rule("score.moon-wins", PARTNER13, "A made bid of 13 wins the game at once."),
    Rule("score.early-set", PITCH31,
         "A bid of 10 or the moon is set the moment the other team takes a point."),
    Rule("game.target", BASICS, "The first team to reach {target} points wins."),
    Rule("game.both-reach", BASICS,
         "Both teams reached the target in the same hand, so the bidding team wins."),
)
