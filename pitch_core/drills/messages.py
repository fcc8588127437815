"""The drills' own words (questions, answers, explanations that are not a rule's message).

English templates by code; the catalogs translate them like every engine message (msgctxt = code).
Parameters are typed by name in ``pitch_core.message_params`` (``seat``, ``team``, ``card`` ...).
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "drill.yes": "Yes",
    "drill.no": "No",
    "drill.team": "{team}",
    "drill.nobody-yet": "Nobody yet",
    "drill.q.trick-winner": "Who takes this trick?",
    "drill.q.deuce-point": "Which team gets the point for {card}?",
    "drill.q.legal-plays": "Which cards may {seat} play now?",
    "drill.q.next-turn": "Whose turn is it now?",
    "drill.q.next-leader": "Who leads the next trick?",
    "drill.q.first-leader": "Who leads the first trick?",
    "drill.q.hand-ends": "Does the hand end after this trick?",
    "drill.q.may-bid": "May {seat} bid {bid} now?",
    "drill.q.may-pass": "May {seat} pass now?",
    "drill.q.lowest-bid": "What is the lowest bid {seat} may make?",
    "drill.q.next-bidder": "Who bids next?",
    "drill.q.names-trump": "Who names trump?",
    "drill.q.widow-size": "How many cards go face down as the widow?",
    "drill.q.redeal": "Must the same dealer deal again?",
    "drill.q.which-trump": "With {trump} trump, which of these cards are trump?",
    "drill.q.throw-away": "Which cards must {seat} throw away?",
    "drill.q.excess": "How many trump must {seat} give up?",
    "drill.q.partner": "The bidder called {card}. Who is his partner?",
    "drill.q.score-after": "What is the score of {team} after this hand?",
    "drill.q.game-winner": "Who wins the game after this hand?",
    "drill.why.clockwise": "Play goes clockwise: after {seat} it is {expected}'s turn.",
    "drill.why.play-on": "Both teams still hold trump, so the play goes on.",
    "drill.why.deal-stands": "Every player holds at least one card that is not a 4 to 9, so the deal stands.",
    # Three Thirteen
    "drill.tt.q.deadwood": "How many points are left over in this hand of round {round}?",
    "drill.tt.q.go-out": "Round {round}, after the draw: can this player go out?",
    "drill.tt.q.meld": "Are these cards a set, a run, or neither?",
    "drill.tt.set": "A set",
    "drill.tt.run": "A run",
    "drill.tt.neither": "Neither",
    "drill.tt.why.neither": "These cards are neither a set (three or more cards of one rank) nor a run "
                            "(three or more cards in sequence in one suit).",
    "drill.tt.q.wild": "Round {round}: which of these cards are wild?",
    "drill.tt.q.hand-size": "How many cards does each player get in round {round}?",
    "drill.tt.q.decks": "How many decks of 52 cards does a table of {players} players use?",
    "drill.tt.q.card-cost": "Round {round}: what does {card} cost if it is left over?",
    "drill.tt.q.winner": "The last round is over. Who wins the game?",
    "drill.tt.q.total": "What is the total of {seat} after this round?",
    "drill.tt.q.discards": "Which cards may {seat} throw away now?",
    "drill.tt.why.total": "{before} before this round, plus {points} for this round.",
    # Asking for drills (the command line and the page)
    "drill.unknown-rule": "“{rule}” is not a rule that can be practised; "
                          "“python -m pitch_core drill --list” names them.",
    "drill.bad-seed": "The seed “{seed}” is not a whole number from 0 to {high}.",
    "drill.bad-count": "The count “{count}” is not a whole number from 1 to {high}.",
    "drill.none-found": "No position for the rule {rule} was found from this seed; try another seed.",
}
