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
    "drill.q.redeal": "Are the cards dealt again?",
    "drill.q.which-trump": "With {trump} trump, which of these cards are trump?",
    "drill.q.throw-away": "{bidder} names {trump} trump. Which cards must {seat} throw away?",
    "drill.q.excess": "How many trump must {seat} give up?",
    "drill.q.draws": "{bidder} names {trump} trump. {seat} keeps {count} trump and throws away the rest. "
                     "How many cards does {seat} draw from the widow?",
    "drill.q.bidder-keeps": "{seat} won the bid and names {trump} trump. The others draw first; then {seat} takes the rest "
                            "of the widow, {count} cards: which of these cards does {seat} keep?",
    "drill.q.blind-keeps": "{seat} won the bid, names {trump} trump and takes the blind, {count} cards: "
                           "which of these cards does {seat} keep?",
    "drill.q.partner-keeps": "{bidder} passes the rest of the widow, {count} cards, unseen to the partner {seat}: "
                             "which of these cards does {seat} keep?",
    "drill.q.face-up": "{bidder} names {trump} trump. Which of these cards does {seat} throw face up into the middle?",
    "drill.q.to-middle": "{seat} holds {count} trump. How many of them go face up into the middle?",
    "drill.q.may-claim": "{seat} holds {count} cards, and {expected} threw {card} face up into the middle. May {seat} take it?",
    "drill.q.may-swap": "Looking through the pack, {seat} turns up {card}. May {seat} swap it for a card in hand?",
    "drill.q.moon-bid": "{seat} wants to shoot the moon. What does he bid?",
    "drill.q.moon-game": "{team} bid {bid} and took {taken} of the {points} points. Who wins the game?",
    "drill.q.partner": "The bidder called {card}. Who is his partner?",
    "drill.q.score-after": "What is the score of {team} after this hand?",
    "drill.q.game-winner": "Who wins the game after this hand?",
    "drill.why.clockwise": "Play goes clockwise: after {seat} it is {expected}'s turn.",
    "drill.why.play-on": "Both teams still hold trump, so the play goes on.",
    "drill.why.no-point-card": "{card} is not a point card.",
    "drill.q.may-claim-none": "{seat} holds no cards, and {expected} threw {card} face up into the middle. May {seat} take it?",
    "drill.why.hand-full": "{seat} already holds six cards and may take nothing more from the middle.",
    "drill.why.not-trump-no-points": "{seat} would have room, but {card} is not trump ({trump} is), so it is no point card: {seat} may not take it.",
    "drill.why.trump-no-points": "{seat} would have room, but {card} scores no points, so it is no point card: {seat} may not take it.",
    "drill.why.draws": "{seat} kept {count} trump, so {seat} draws {drawn} to hold six.",
    "drill.why.draws-six": "{seat} kept no trump, so {seat} draws {drawn} to hold six.",
    "drill.why.keeps-trump": "{seat} keeps only the trump: {cards}.",
    "drill.why.keeps-no-trump": "{seat} holds no trump and keeps no card.",
    "drill.why.trump-too-many": "{seat} held {got} trump: {count} too many.",
    "drill.why.may-claim": "{seat} holds fewer than six cards, and {card}, thrown by {expected}, is a point card: {seat} may take it.",
    "drill.why.own-card": "{card} is a card {seat} threw away: a player may take only the point cards the others threw.",
    "drill.why.deal-stands": "No player was dealt only cards from 4 to 9, so the cards are not dealt again: the hand is played.",
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
    "drill.tt.q.first-card": "{dealer} deals. Who gets the first card?",
    "drill.tt.q.stock-size": "Round {round}, {players} players: after the deal and the upcard, how many cards are in the stock?",
    "drill.tt.q.dealt-hand": "At a table of {players} players, could this hand have been dealt?",
    "drill.tt.q.rounds-left": "Round {round} has just been scored. How many rounds are still to play?",
    "drill.tt.q.next-dealer": "{dealer} dealt round {round}. Who deals the next round?",
    "drill.tt.q.whose-turn": "{seat} has just thrown away {card}. Whose turn is it now?",
    "drill.tt.q.new-stock": "The stock has run out and the discard pile holds {count} cards. How many cards make the new stock?",
    "drill.tt.q.pile-stays": "The stock has run out. Which of these cards stays face up on the discard pile?",
    "drill.tt.q.another-round": "Round {round} has just been scored. Is another round dealt?",
    "drill.tt.why.stock-left": "The stock still holds {count} cards, so the round goes on.",
    "drill.tt.q.one-per-card": "Round {round}: {card} could go into a set or into a run. How many points are left over, "
                               "at the fewest?",
    "drill.tt.q.wild-fixed": "At this table a wild card left over costs {points} points. Round {round}: what do these two "
                             "cards cost?",
    "drill.tt.q.who-scores-zero": "{seat} went out and the round is over. Who scores 0 this round?",
    "drill.tt.q.points-after-out": "{seat} went out and the round is over. How many points does {expected} score?",
    "drill.tt.q.last-turn": "{seat} has gone out. Who takes the last turn of this round?",
    "drill.tt.q.draw-from": "Where may {seat} take a card from now?",
    "drill.tt.from-stock": "The stock",
    "drill.tt.from-pile": "The discard pile",
    "drill.tt.from-hand": "Another player's hand",
    "drill.tt.q.not-in-pack": "Which of these cards are not in the pack at this table?",
    "drill.tt.why.total": "Scores add up from round to round: {before} before this round, plus {points} for this round, "
                          "makes {total}.",
    # Three Thirteen: questions whose table is the engine's own (helper three-thirteen-scenes), and
    # why a wrong pick is wrong
    "drill.tt.q.whose-turn-next": "{seat} throws away {card}. Whose turn is it then?",
    "drill.tt.q.total-points": "This round, {seat} scores {points}. What is the total of {seat} after it?",
    "drill.tt.q.dealt-cards": "At a table of {players} players, could this hand have been dealt: {cards}?",
    "drill.tt.q.who-scores-zero-last": "{seat} has gone out, and {expected} takes the last turn of the round, "
                                       "throwing away the card that leaves the fewest points. Who scores 0 this round?",
    "drill.tt.q.points-after-last-turn": "{seat} has gone out, and {expected}'s last turn is over. "
                                         "How many points does {expected} score this round?",
    "drill.tt.why.not-wild": "{card} is not wild: in round {round} the {rank}s are wild.",
    "drill.tt.why.not-wild-jokers": "{card} is not wild: in round {round} the {rank}s and the jokers are wild.",
    "drill.tt.why.melds-cost-nothing": "{points} is what every card of the hand would cost, but a card in a set or run "
                                       "costs nothing.",
    "drill.tt.why.in-pack": "{card} is in the pack: there is one in every deck.",
    "drill.tt.why.not-lowest": "{seat} ends on {points}, above the lowest total, {low}.",
    # Why a call or an exchange move stands (the auction and the exchange)
    "drill.why.beats": "{bid} beats the standing bid of {standing}.",
    "drill.why.within-maximum": "Bids go up to {max_bid}, so a bid of {bid} is allowed.",
    "drill.why.within-maximum-beats": "Bids go up to {max_bid}, so a bid of {bid} is allowed, and it beats the standing bid of {standing}.",
    "drill.why.dealer-matches": "{seat} is the dealer, and the dealer may match a bid of {standing}.",
    "drill.why.moon-score": "A team needs a score of at least {min_score} to shoot the moon; {team} has {score}, so it may.",
    "drill.why.not-dealer": "{seat} is not the dealer: {dealer} deals this hand.",
    "drill.why.names-trump": "The high bidder names trump: {bidder}, not {seat}.",
    "drill.why.black-pair": "{trump} and {suit} are the two black suits.",
    "drill.why.red-pair": "{trump} and {suit} are the two red suits.",
    "drill.why.also-out": "{team} {team|pl=have|has} no trump left either.",
    "drill.why.also-not-trump": "{cards} {cards|pl=are|is} not trump either.",
    "drill.why.dealer-may-bid": "{seat}, the dealer, may bid {bid}.",
    "drill.why.may-swap": "{card} is a point card: looking through the pack, {seat} may swap it for a card in hand.",
    # Why a score is what it is: the asked side's line of the hand and its new total (issue 31)
    "drill.why.made-bid-exact": "{team} made the bid and scores the bid, {bid}.",
    "drill.why.moon-made-twenty": "{team} shot the moon and made it: it scores {points}.",
    "drill.why.moon-missed-twenty": "{team} shot the moon and missed it: it loses {points}.",
    "drill.why.moon-missed": "{team} shot the moon but took only {taken} of the points.",
    "drill.why.score-plus": "{team}: {before} + {points} = {after}.",
    "drill.why.score-minus": "{team}: {before} \u2212 {points} = {after}.",
    "drill.why.score-now": "{team} had {before} and now has {after}.",
    "drill.why.game-winner": "{team} wins the game.",
    "drill.why.game-open": "Nobody has reached the target yet: the game goes on.",
    # Three Thirteen: house rules said in the question, where a turn stands, why a move stands (helper thirteen)
    "drill.tt.q.wild-jokers": "At this table jokers are added, {jokers} per deck. Round {round}: which of these cards are wild?",
    "drill.tt.q.joker-cost": "At this table jokers are added, {jokers} per deck. Round {round}: what does this joker cost if it is left over?",
    "drill.tt.q.pack-jokers": "With {players} players and jokers added, {jokers} per deck, how many cards does the table "
                              "play with?",
    "drill.tt.q.discards-taken": "At this table the card just taken from the discard pile may not be thrown straight back, "
                                 "and {seat} has just taken {card} from it. Which cards may {seat} throw away now?",
    "drill.tt.q.one-meld-jokers": "At this table jokers are added, {jokers} per deck, and are always wild. "
                                  "Round {round}: can these cards be laid down together as one set or run?",
    "drill.tt.q.one-meld-no-all-wild": "At this table jokers are added, {jokers} per deck, and are always wild, but wild cards "
                                       "alone make no set or run unless one of them stands for itself. "
                                       "Round {round}: can these cards be laid down together as one set or run?",
    "drill.tt.q.one-meld-limit": "At this table a set or run may hold at most {limit} wild cards. "
                                 "Round {round}: can these cards be laid down together as one set or run?",
    "drill.tt.q.one-meld-own-place-free": "At this table a set or run may hold at most {limit} wild cards, and a card of the "
                                          "wild rank in its own place does not count as one. "
                                          "Round {round}: can these cards be laid down together as one set or run?",
    "drill.tt.q.one-meld-own-place-counts": "At this table a set or run may hold at most {limit} wild cards, and every card of "
                                            "the wild rank counts as one, even in its own place. "
                                            "Round {round}: can these cards be laid down together as one set or run?",
    "drill.tt.q.meld-no-duplicates": "At this table a set may not hold two identical cards. Are these cards a set, a run, or neither?",
    "drill.tt.q.round-ends-stock": "At this table an empty stock ends the round. The stock holds {count} cards, and {seat} "
                                   "throws away {card}. Is the round over now?",
    "drill.tt.q.may-discard-before-draw": "{seat} is to play and has not drawn yet. May {seat} throw away {card} now?",
    "drill.tt.q.may-discard-after-draw": "{seat} is to play and has drawn a card. May {seat} throw away {card} now?",
    "drill.tt.q.may-draw-before-draw": "{seat} is to play and has not drawn yet. May {seat} draw a card now?",
    "drill.tt.q.may-draw-after-draw": "{seat} is to play and has drawn a card. May {seat} draw a card now?",
    "drill.tt.why.may-draw": "A turn starts with a draw, and {seat} has not drawn yet: {seat} may take the top card of the "
                             "stock or of the discard pile.",
    "drill.tt.why.may-discard": "{seat} has drawn and holds {card}: after the draw, any card of the hand may be thrown away.",
    "drill.tt.why.not-from-hand": "Nobody draws from another player's hand.",
    "drill.tt.why.may-go-out": "If the player throws away {card}, every card left is in a set or run: the player may go out.",
    "drill.tt.why.no-meld": "The cards that are not wild, {cards}, are neither of one rank nor close enough in one suit for "
                            "the wild cards to fill a run: no single set or run holds them all.",
    "drill.tt.why.wilds-needed": "These cards make one set or run only with {count} wild cards in it, and this table allows {limit}.",
    "drill.tt.why.deal-fits": "No card appears in this hand more often than in the deck, so it could have been dealt.",
    "drill.tt.why.rounds-left": "Round {round} of {rounds} is over, so the next round is dealt.",
    # Three Thirteen: explanations that reach their answer (round-5 readings: a rule said once, the
    # cards held named in each meld, sums worked out, one person throughout)
    "drill.tt.meld.set": "{cards} make a set.",
    "drill.tt.meld.run": "{cards} make a run.",
    "drill.tt.meld.set-wild": "{cards} make a set, {card} standing for {stands_for}.",
    "drill.tt.meld.run-wild": "{cards} make a run, {card} standing for {stands_for}.",
    "drill.tt.meld.set-twins": "{cards} make a set, both {card} standing for {stands_for}.",
    "drill.tt.meld.run-twins": "{cards} make a run, both {card} standing for {stands_for}.",
    "drill.tt.wild.any-card": "A wild card can stand for any card in a set or run.",
    "drill.tt.wild.own-place": "{card} {card|pl=are wild this round, but here they are in their own places|is wild this "
                               "round, but here it is in its own place}.",
    "drill.tt.wild.own-place-free": "{card} {card|pl=are in their own places here, so they do not count|is in its own "
                                    "place here, so it does not count} against the limit.",
    "drill.tt.wild.own-place-counts": "{card} {card|pl=are in their own places here, but at this table they still count|is "
                                      "in its own place here, but at this table it still counts} against the limit.",
    "drill.tt.wild.own-place-example": "A card of the wild rank in its own place, like {card} in {cards}, does not count "
                                       "against the limit.",
    "drill.tt.why.wild-rank": "Round {round} deals {hand_size} cards to each player, so the {rank}s are wild.",
    "drill.tt.why.may-go-out-twin": "If the player throws away one of the two {card}, every card left is in a set or run: "
                                    "the player may go out.",
    "drill.tt.why.cannot-go-out": "To go out, every card but the one thrown away must be in a set or run. Even throwing "
                                  "away {card}, the card that leaves the fewest points, the player would keep {cards} "
                                  "outside sets and runs: {points} points.",
    "drill.tt.why.counted-twice": "{points} is the total with {card} in both the set and the run, but a card belongs to "
                                  "only one.",
    "drill.tt.why.two-cards": "{card} costs {points} and {played} costs {after}: {total} in all.",
    "drill.tt.why.wild-face": "That counts {card} at its face value, but at this table a wild card left over costs {points}.",
    "drill.tt.why.no-jokers": "This game is played without jokers: neither joker is in the pack.",
    "drill.tt.why.no-joker-shown": "This game is played without jokers, and none of these cards is a joker: every one of "
                                   "them is in the pack.",
    "drill.tt.why.deal-fits-decks": "No card appears in this hand more often than in the {decks} decks together, so it "
                                    "could have been dealt.",
    "drill.tt.why.deal-too-many": "{card} is in this hand {used} times, but {decks|one=the deck holds|the {decks} decks "
                                  "hold} it only {held|one=once|{held} times}: no deal gives this hand.",
    "drill.tt.why.pack-size": "{decks} decks of 52 cards and {jokers|one=one joker|{jokers} jokers} make {total} in all.",
    "drill.tt.why.next-turn": "Play goes clockwise: once {seat} has thrown a card away, it is {expected}'s turn.",
    "drill.tt.q.round-ends-empty-stock": "At this table an empty stock ends the round. The stock is empty, and {seat} "
                                         "throws away {card}. Is the round over now?",
    # The play, five-handed (sides, not teams)
    "drill.q.deuce-side": "{seat} played {card} and {winner} took the trick. To whose side does the point for {card} go?",
    # Why a seat does not take the trick (practice: "Who takes this trick?")
    "drill.why.trick-beaten": "{seat} does not take the trick: {winner} played {card}, which beats {played}.",
    # The lessons' quizzes (tutorial/quizzes.py): their questions, the dealer's choices, why a pick is wrong
    "drill.q.which-card-wins": "Which card takes this trick?",
    "drill.q.hand-score": "What does {team} score for this hand?",
    "drill.q.all-pass": "Everyone else has passed. What must {seat}, the dealer, do?",
    "drill.tt.q.leftover": "Round {round}: arrange the melds. Which cards are left over?",
    "drill.dealer.exactly-min": "He must bid exactly {min_bid}.",
    "drill.dealer.at-least-5": "He must bid at least 5.",
    "drill.dealer.any-bid": "He must bid; any bid is allowed.",
    "drill.dealer.redeal": "He may pass; the cards are dealt again.",
    "drill.why.beaten": "It ranks below {other}, which was also played in this trick.",
    "drill.why.all-pass-also": "The dealer may also bid {bid}: when everyone else passes, he may bid anything "
                               "from {low} to {high}.",
    "drill.why.game-short": "{team} ends this hand on {score}, short of {target}, the score that wins.",
    "drill.why.game-over": "{team} ends this hand on {score}, at or past {target}, the score that wins: the game is over.",
    "drill.tt.why.in-meld": "In the best arrangement {card} goes into {cards}.",
    # Asking for drills (the command line and the page)
    "drill.unknown-rule": "“{rule}” is not a rule that can be practised; "
                          "“python -m pitch_core drill --list” names them.",
    "drill.bad-seed": "The seed “{seed}” is not a whole number from 0 to {high}.",
    "drill.bad-count": "The count “{count}” is not a whole number from 1 to {high}.",
    "drill.not-in-game": "{game} does not play the rule “{rule}”: it cannot be practised there.",
}
