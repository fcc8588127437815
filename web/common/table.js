// The Pitch card table, as Play, the hand viewer and the tutorial's guided hand draw it: the
// seats around a felt, the trick in the middle, the reader's hand at the bottom with its moves.
//
//   pitchTable(page, view, options) -> HTMLElement (a <section class="lp-pitch-table">)
//
// page     what a page of the site gives: `ui` (its words, tools/ui.toml), `cards` (the
//          CardPainter of cards.js: card(code), button(code, onclick, attrs), back() if it has
//          one), `seatName(seat)`, `unitName(unit)`, `data.suit_names`, and `ruleLink(rule)`
//          (optional) for the links of the end-of-hand summary.
// view     the engine's observation (`PitchObservation.to_dict()`, pitch_core/pitch/observation.py),
//          Play's extras welcome (pitch_core/webtools/play.py `view`). The table uses its
//          seats, dealer, calls, bidder/bid/trump/called, hand or hands (the open view),
//          card_counts, trick, last_trick, tricks, out_of_trump, card_order, result, scores.
//          Nothing here is a rule: who may do what, the order of the cards, who is out of
//          trump and where the points went all come from the engine.
// options  {
//   you         the reader's seat, drawn at the bottom with its hand as buttons (null: the open
//               view, every hand face up, `bottom` at the bottom (default the view's "S" or first seat));
//   bottom      the seat at the bottom when `you` is null;
//   candidates  the moves the reader may try (Play's `candidates`: every card and bid, so that an
//               illegal one gets the engine's reason); default []: no buttons;
//   legal       the moves the rules allow now (`view.legal` by default); candidates not in it
//               are drawn dimmed and marked aria-disabled, and pressing one still calls onMove,
//               so that the page can show the engine's explanation;
//   onMove(candidate)  the reader pressed a move;
//   previous    the view drawn just before (animations: a card slides in only when it is new,
//               a trick gathers to its winner only when it has just been won);
//   trickCleared  true once the reader has cleared a finished trick (it stays until the next
//               lead otherwise); onClearTrick() makes the finished trick clickable to clear it;
//   lastTrickOpen, onToggleLastTrick(open)  the "last trick" toggle (it is shown, and works by
//               itself, when no handler is given);
//   turnText    the text of the turn line (default: whose turn it is, in words);
//   summary     false to leave out the end-of-hand summary (default true once the hand is scored);
//   extra       nodes to put after the reader's moves (Play's messages, the tutorial's prompt);
//   exchange    {entries, fresh, words(entry)}: the exchange so far (Play's view.log entries of
//               kind "exchange", webtools/hand_log.py), drawn at each seat until the first trick
//               is won, the one just come (`fresh`) moving in; words(entry) says it;
//   question    a question's table (web/common/question.js draws a drill's scene with it):
//               {shown, trick, judged, highlight, answers: {cards, seats}, onAnswer(value), pressed,
//               right, wrong}. `shown`: the seats whose hands lie face up (null: every hand the
//               view holds); `trick`: "current" (the view's trick) or "last" (the trick just
//               completed, left on the table to be judged: its winner is said once `judged`, and
//               nobody's turn is marked meanwhile); `highlight`: card codes and seats the question
//               points at; `answers`: the cards and seats pressed to answer (each a button calling
//               onAnswer(value) with data-answer="value"), `pressed` those chosen so far, `right`
//               and `wrong` the marks of a judged answer. The face-up middle (13-point partner) is
//               drawn in the centre.
// }
//
// focusTarget(tableElement) gives the control the reader most likely wants after a redraw: his
// first playable card, else the first allowed move; null when he has none.
import { suitSymbol } from "./card-code.js"; // the one reader of card notation
import { el, format, uniqueId } from "./dom.js";
import { describeMove } from "./moves.js";
import { questionMarks } from "./question-marks.js"; // a question's table: what to press, what is marked

/**
 * @typedef {import("./contract.mjs").PitchView} PitchView
 * @typedef {import("./contract.mjs").MoveView} MoveView
 * @typedef {import("./contract.mjs").PlayView} PlayView
 * @typedef {import("./contract.mjs").ExchangeEntry} ExchangeEntry
 * @typedef {import("./dom.js").Child} Child
 * @typedef {import("./question-marks.js").QuestionOptions} QuestionOptions
 *
 * What a page gives the card tables (web/tools/page.js's ToolPage; the tutorial's page).
 * @typedef {Object} TablePage
 * @property {UiWords} ui its words (tools/ui.toml)
 * @property {TablePageData} data
 * @property {import("./cards.js").CardPainter} cards
 * @property {(seat: string) => string} seatName
 * @property {(unit: string) => string} unitName
 * @property {(rule: string) => HTMLElement | null} [ruleLink] a rule's link, for the end-of-hand summary
 * @property {(code: string, message: string, cited?: string) => HTMLElement} explanation an event or
 *   error as a paragraph, with its rule's link
 *
 * A page's words by key (tools/ui.toml). A counted word is its forms by plural category
 * (web/common/plural.js) and is only ever given to format(), which takes either.
 * @typedef {Object<string, string>} UiWords
 *
 * What the tables read of the tools' data (tools/build.py).
 * @typedef {Object} TablePageData
 * @property {Object<string, string>} suit_names
 * @property {Object<string, {moon?: number | string | null}>} [presets]
 * @property {Object<string, string>} [rules] a rule's page, by rule ID
 * @property {Object<string, string>} [rule_titles]
 *
 * The exchange so far, as Play shows it at each seat.
 * @typedef {Object} ExchangeShown
 * @property {ExchangeEntry[]} entries
 * @property {ExchangeEntry | null} [fresh] the entry just come, moving in
 * @property {(entry: ExchangeEntry) => string} words
 *
 * pitchTable's options (the header above says each).
 * @typedef {Object} PitchTableOptions
 * @property {string | null} [you]
 * @property {string} [bottom]
 * @property {MoveView[]} [candidates]
 * @property {MoveView[]} [legal]
 * @property {(candidate: MoveView) => void} [onMove]
 * @property {PitchView | null} [previous]
 * @property {boolean} [trickCleared]
 * @property {() => void} [onClearTrick]
 * @property {boolean} [lastTrickOpen]
 * @property {(open: boolean) => void} [onToggleLastTrick]
 * @property {string} [turnText]
 * @property {boolean} [summary]
 * @property {Child} [extra]
 * @property {ExchangeShown} [exchange]
 * @property {QuestionOptions | null} [question]
 *
 * @typedef {{plays: PlayView[], leader: string, winner: string | null}} ShownTrick
 */

/** @type {Object<number, string[]>} */
const PLACES = {
  2: ["bottom", "top"],
  3: ["bottom", "left", "right"],
  4: ["bottom", "left", "top", "right"],
  5: ["bottom", "left", "top-left", "top-right", "right"],
  6: ["bottom", "left", "top-left", "top", "top-right", "right"],
};
const CARD_KINDS = ["play", "discard", "drop"]; // moves made by pressing a card of the hand
const BACKS_SHOWN = 10; // a seat's backs fan out up to this many; the count says the rest

/** @param {TablePage} page @param {PitchView} view @param {PitchTableOptions} [options] */
export function pitchTable(page, view, options = {}) {
  const table = new PitchTableView(page, view, options);
  return table.render();
}

/** @param {ParentNode | null} root @returns {HTMLElement | null} */
export function focusTarget(root) {
  if (!root) return null;
  return root.querySelector('.lp-table-hand [data-legal="true"][tabindex="0"]')
    || root.querySelector('.lp-table-hand [data-legal="true"]')
    || root.querySelector('.lp-table-moves [data-legal="true"]');
}

/** Cards in the engine's display order (trump first once named, then by suit).
 * @param {string[]} cards @param {{card_order?: string[]}} view @returns {string[]} */
export function sortedCards(cards, view) {
  const order = view.card_order || [];
  if (!order.length) return [...cards];
  const place = new Map(order.map((code, index) => [code, index]));
  return [...cards].sort((a, b) => (place.get(a) ?? 999) - (place.get(b) ?? 999));
}

class PitchTableView {
  /** @param {TablePage} page @param {PitchView} view @param {PitchTableOptions} options */
  constructor(page, view, options) {
    this.page = page;
    this.ui = page.ui;
    this.view = view;
    this.options = options;
    this.you = options.you ?? null;
    const seats = view.seats || Object.keys(view.card_counts);
    this.seats = seats;
    const bottom = this.you ?? options.bottom ?? (seats.includes("S") ? "S" : seats[0]);
    const start = seats.indexOf(bottom);
    const places = PLACES[seats.length] || PLACES[4];
    // Clockwise from the reader: the next seat sits on his left, as at a real table.
    this.place = Object.fromEntries(seats.map((seat, i) => [seat, places[(i - start + seats.length) % seats.length]]));
    this.bottom = bottom;
    this.legalMoves = new Set((options.legal || view.legal || []).map((move) => move.move));
    this.candidates = options.candidates || [];
    this.question = options.question ? questionMarks(options.question) : null;
    // the jokers drawn alike where the game's jokers look alike (the view says so)
    this.cards = page.cards.forView ? page.cards.forView(view) : page.cards;
  }

  render() {
    const view = this.view;
    const felt = el("div", { class: `lp-felt lp-felt--${this.seats.length}` },
      this.seats.filter((seat) => seat !== this.bottom).map((seat) => this.seat(seat)),
      this.centre(),
      this.seat(this.bottom));
    // whose turn and the last trick on one line, so the reader's hand stays close to the felt
    /** @type {Child[]} */
    const parts = [this.infoBar(), felt, el("div", { class: "lp-turn-row" }, this.turnLine(), this.lastTrickPanel()),
      this.handBelow() ? this.yourArea() : ""];
    if (view.result && this.options.summary !== false) parts.push(this.summary(view.result));
    return el("section", { class: "lp-pitch-table", "aria-label": this.ui.table_region, "data-phase": view.phase,
      "data-players": this.seats.length }, parts);
  }

  // -- above the felt: the contract, trump, points taken, the running scores ----------------------
  infoBar() {
    const { ui, view, page } = this;
    const items = [];
    if (view.bidder) {
      items.push(el("li", { class: "lp-info-contract" }, format(ui.contract_is, { seat: page.seatName(view.bidder), bid: this.bidWords(view.bid) })));
    }
    if (view.trump) {
      const named = this.options.previous && !this.options.previous.trump; // trump has just been named
      items.push(el("li", { class: `lp-info-trump${named ? " lp-fresh" : ""}`, "data-suit": view.trump },
        el("span", { class: `lp-suit lp-suit--${view.trump}`, "aria-hidden": "true" }, suitSymbol(view.trump)), " ",
        format(ui.trump_is, { suit: page.data.suit_names[view.trump] })));
    }
    if (view.called) items.push(el("li", {}, format(ui.called_is, { card: this.cards.name(view.called) })));
    // a question's table keeps the points taken until it is answered: a trick just won would tell
    const asking = this.question && !this.question.judged;
    if (view.taken && view.bidder && (view.phase === "play" || view.phase === "done") && !asking) {
      items.push(el("li", { class: "lp-info-taken" }, format(ui.taken_so_far, { bidders: view.taken[0], defenders: view.taken[1] })));
    }
    // After the hand the scores are the new ones: a header showing the old ones misleads. A
    // question on the hand's score shows the old ones until it is answered.
    const unjudged = this.question && !this.question.judged;
    const scores = view.result && !unjudged ? view.result.scores : view.scores;
    items.push(el("li", { class: "lp-info-scores", "data-scores": JSON.stringify(scores) },
      format(ui.scores_before, { scores: Object.entries(scores).map(([unit, score]) => `${page.unitName(unit)} ${score}`).join(", ") })));
    return el("ul", { class: "lp-table-info" }, items);
  }

  /** @param {number | string | null} bid */
  bidWords(bid) {
    return bid === "moon" ? this.ui.moon : String(bid);
  }

  // -- a seat ----------------------------------------------------------------------------------
  /** @param {string} seat */
  seat(seat) {
    const { ui, view, page } = this;
    const you = seat === this.you;
    const turn = view.to_move === seat && view.phase !== "done" && !this.judging();
    const badges = [];
    if (seat === view.dealer) badges.push(el("span", { class: "lp-badge lp-badge--dealer", title: ui.dealer_mark }, ui.dealer_mark));
    const call = [...(view.calls || [])].reverse().find((c) => c.seat === seat);
    if (call && (view.phase === "bidding" || seat === view.bidder)) {
      const text = call.bid === "pass" ? ui.pass : format(ui.seat_bid, { bid: this.bidWords(call.bid) });
      const previous = this.options.previous;
      const fresh = previous && (previous.calls || []).length < (view.calls || []).length && view.calls.at(-1)?.seat === seat;
      badges.push(el("span", { class: `lp-badge lp-badge--${call.bid === "pass" ? "pass" : "bid"}${fresh ? " lp-fresh" : ""}`,
        "data-bid": String(call.bid) }, text));
    }
    const exchanged = this.exchangeOf(seat);
    if (exchanged) badges.push(exchanged);
    if (view.phase === "play" && (view.out_of_trump || []).includes(seat)) {
      badges.push(el("span", { class: "lp-badge lp-badge--out" }, ui.out_of_trump));
    }
    if (turn) badges.push(el("span", { class: "lp-badge lp-badge--turn" }, you ? ui.your_turn_mark : ui.turn_mark));
    const name = you ? format(ui.you_seat, { seat: page.seatName(seat) }) : page.seatName(seat);
    const count = view.card_counts ? view.card_counts[seat] : 0;
    return this.answerable(el("div", { class: `lp-table-seat${you ? " lp-table-seat--you" : ""}${turn ? " lp-table-seat--turn" : ""}`,
      "data-seat": seat, "data-place": this.place[seat], "aria-current": turn ? "true" : null },
    el("div", { class: "lp-table-seat-name" }, name),
    badges.length ? el("div", { class: "lp-badges" }, badges) : "",
    seat === this.bottom && this.handBelow() ? "" : this.heldCards(seat, count)), seat);
  }

  /** A seat's part of the exchange, on the table until the first trick is won.
   * @param {string} seat */
  exchangeOf(seat) {
    const exchange = this.options.exchange;
    const { ui, view } = this;
    if (!exchange || (view.tricks || []).length || view.phase === "done") return null;
    const entries = exchange.entries.filter((entry) => entry.seat === seat);
    if (!entries.length) return null;
    const sum = (/** @type {"thrown" | "drawn"} */ key) => entries.reduce((total, entry) => total + entry[key], 0);
    const fresh = exchange.fresh && exchange.fresh.seat === seat;
    return el("span", { class: `lp-badge lp-badge--exchange${fresh ? " lp-fresh" : ""}`, "data-thrown": sum("thrown"),
      "data-drawn": sum("drawn"), title: entries.map((entry) => exchange.words(entry)).join(" ") },
    format(ui.exchange_badge, { thrown: sum("thrown"), drawn: sum("drawn") }));
  }

  /** The reader's own exchange entries on the table so far (until the first trick is won). */
  yourExchangeEntries() {
    const exchange = this.options.exchange;
    const view = this.view;
    if (!exchange || !this.you || (view.tricks || []).length || view.phase === "done") return [];
    return exchange.entries.filter((entry) => entry.seat === this.you && entry.drawn_cards);
  }

  /** The reader's own exchange in words, the cards named, above his hand; the cards he drew are
   * marked "new" in the hand itself. */
  yourExchange() {
    const exchange = this.options.exchange;
    const mine = this.yourExchangeEntries();
    if (!exchange || !mine.length) return "";
    return el("div", { class: "lp-your-exchange" }, mine.map((entry) =>
      el("p", { class: exchange.fresh === entry ? "lp-fresh" : null }, exchange.words(entry))));
  }

  /** @param {string} seat @param {number} count */
  heldCards(seat, count) {
    const { ui, view } = this;
    const open = this.faceUp(seat) && view.hands && view.hands[seat];
    if (view.phase === "done" && count) { // the hand is over: what is left is out of play
      return el("div", { class: "lp-held lp-held--dead", "data-count": count },
        el("span", { class: "lp-held-count" }, format(ui.out_of_play_count, { n: count })));
    }
    if (open) {
      return el("div", { class: "lp-held lp-held--open" },
        sortedCards(open, view).map((code) => this.face(code)),
        open.length ? "" : el("span", { class: "lp-held-none" }, ui.no_cards));
    }
    const backs = [];
    for (let i = 0; i < Math.min(count, BACKS_SHOWN); i += 1) backs.push(this.back());
    return el("div", { class: "lp-held", "data-count": count },
      el("span", { class: "lp-backs", "aria-hidden": "true" }, backs),
      el("span", { class: "lp-held-count" }, format(ui.cards_held, { n: count })));
  }

  back() {
    const cards = this.cards;
    if (typeof cards.back === "function") return cards.back();
    return el("span", { class: "lp-card-back" });
  }

  // -- the middle: the trick ------------------------------------------------------------------
  /** What lies in the middle: the trick being played; once won, that trick with its winner
   * until the next lead (or until the reader clears it); nothing during the auction.
   * @returns {ShownTrick | null} */
  shownTrick() {
    const view = this.view;
    if (this.judging()) { // a question's finished trick: its winner is the answer until judged
      const last = view.last_trick;
      return last ? { plays: last.cards, leader: last.leader, winner: this.question?.judged ? last.winner : null } : null;
    }
    if (view.trick && view.trick.length) return { plays: view.trick, leader: view.trick[0].seat, winner: null };
    const last = view.last_trick;
    if (last && !this.options.trickCleared) return { plays: last.cards, leader: last.leader, winner: last.winner };
    return null;
  }

  centre() {
    const { ui, view } = this;
    const trick = this.shownTrick();
    const previous = this.options.previous;
    const before = new Set(previous && previous.trick ? previous.trick.map((p) => `${p.seat}:${p.card}`) : []);
    const justWon = trick && trick.winner && previous && (previous.tricks || []).length < (view.tricks || []).length;
    const caption = [];
    /** @type {HTMLElement[]} */
    let cards = [];
    if (trick) {
      cards = trick.plays.map((play) => {
        const fresh = previous && !before.has(`${play.seat}:${play.card}`) && (!trick.winner || justWon);
        const winner = play.seat === trick.winner;
        const classes = ["lp-trick-card", fresh ? "lp-trick-card--new" : "", winner ? "lp-trick-card--winner" : "",
          play.seat === trick.leader ? "lp-trick-card--led" : ""].filter(Boolean).join(" ");
        return this.answerable(el("div", { class: classes, "data-seat": play.seat, "data-place": this.place[play.seat] },
          this.face(play.card),
          el("span", { class: "lp-trick-card-seat" }, this.page.seatName(play.seat),
            play.seat === trick.leader ? el("span", { class: "lp-led" }, ` · ${ui.led_mark}`) : "")), play.seat);
      });
      if (trick.winner) caption.push(el("p", { class: "lp-trick-caption lp-trick-caption--won" }, format(ui.takes_trick, { seat: this.page.seatName(trick.winner) })));
    } else if (this.question && (view.middle || []).length) {
      cards = [this.middle()];
    } else {
      caption.push(el("p", { class: "lp-trick-caption" }, view.phase === "bidding" ? ui.bidding : view.phase === "play" ? ui.trick_empty : ""));
    }
    const attrs = { class: `lp-trick-centre${trick && trick.winner ? " lp-trick--won" : ""}${justWon ? " lp-trick--gathering" : ""}`,
      "data-trick": trick ? (trick.winner ? "won" : "playing") : "empty",
      "data-winner": trick && trick.winner ? trick.winner : null,
      "data-winner-place": trick && trick.winner ? this.place[trick.winner] : null };
    const clear = trick && trick.winner && this.options.onClearTrick && view.phase === "play";
    /** @type {Child[]} */
    const content = [el("div", { class: "lp-trick-cards" }, cards), caption];
    if (clear) {
      content.push(el("button", { type: "button", class: "lp-clear-trick", "data-control": "clear-trick",
        onclick: () => this.options.onClearTrick?.() }, ui.clear_trick));
    }
    return el("div", attrs, content);
  }

  turnLine() {
    const { ui, view, page } = this;
    let text = this.judging() ? "" : this.options.turnText;
    if (text === undefined) {
      if (view.phase === "done") text = ui.hand_is_over;
      else if (view.to_move && view.to_move === this.you) text = ui.your_turn_now;
      else if (view.to_move) text = format(ui.turn_of, { seat: page.seatName(view.to_move) });
      else if (view.phase === "exchange") text = ui.exchange_under_way;
      else text = "";
    }
    return el("p", { class: "lp-turn-line", tabindex: "-1", "data-to-move": view.to_move || "" }, text);
  }

  lastTrickPanel() {
    const { ui, view, page } = this;
    const last = view.last_trick;
    const open = Boolean(this.options.lastTrickOpen);
    const panelId = uniqueId("lp-last-trick");
    const panel = el("div", { class: "lp-last-trick-panel", id: panelId, hidden: !open },
      last ? [el("p", {}, format(ui.last_trick, { seat: page.seatName(last.winner) })),
        el("ul", { class: "lp-last-trick-cards" }, last.cards.map((play) => el("li", { "data-seat": play.seat,
          class: play.seat === last.winner ? "lp-last-trick-winner" : null },
        el("span", {}, page.seatName(play.seat)), " ", this.cards.card(play.card))))]
        : el("p", {}, ui.last_trick_none));
    const toggle = el("button", { type: "button", class: "md-button lp-last-trick-toggle", "data-control": "last-trick",
      "aria-expanded": String(open), "aria-controls": panelId,
      onclick: () => {
        const now = toggle.getAttribute("aria-expanded") !== "true";
        if (this.options.onToggleLastTrick) this.options.onToggleLastTrick(now);
        toggle.setAttribute("aria-expanded", String(now));
        panel.hidden = !now;
      } }, ui.last_trick_button);
    if (!last && !(view.tricks || []).length && view.phase !== "play") return "";
    if (this.judging()) return ""; // that trick lies in the middle
    return el("div", { class: "lp-last-trick" }, toggle, panel);
  }

  // -- the reader's hand and moves --------------------------------------------------------------
  yourArea() {
    const { ui, view, page } = this;
    /** @type {Child[]} */
    const parts = [];
    const you = this.you;
    if (you && view.partner && view.partner !== you) parts.push(el("p", { class: "lp-partner" }, format(ui.partner_is, { seat: page.seatName(view.partner) })));
    if (view.looking_at) parts.push(el("p", { class: "lp-looking" }, format(ui.looking_at, { card: this.cards.name(view.looking_at) }), " ", this.face(view.looking_at)));
    const cards = you ? view.hand || [] : this.bottomCards();
    const cardMoves = new Map(this.candidates.filter((c) => c.card && CARD_KINDS.includes(c.kind)).map((c) => [c.card, c]));
    const headingId = uniqueId("lp-hand");
    parts.push(this.yourExchange());
    parts.push(el("h3", { class: "lp-table-hand-title", id: headingId },
      format(you ? ui.your_hand : ui.hand_of, { seat: page.seatName(this.bottom) })));
    const dimmedNote = el("p", { class: "lp-dimmed-note", id: uniqueId("lp-dimmed") }, ui.dimmed_note);
    let anyDimmed = false;
    /** @type {HTMLButtonElement[]} */
    const buttons = [];
    const drawn = new Set(this.yourExchangeEntries().flatMap((entry) => entry.drawn_cards || []));
    const markDrawn = (/** @type {HTMLElement} */ node, /** @type {string} */ code) => {
      if (!drawn.has(code)) return node;
      node.classList.add("lp-drawn");
      node.dataset.newLabel = ui.tt_new_card; // "new", as Three Thirteen's table says it
      return node;
    };
    const faces = sortedCards(cards, view).map((code) => {
      const candidate = cardMoves.get(code);
      if (!candidate && view.phase === "done") { // never played: out of play now that the hand is over
        return el("span", { class: "lp-hand-card lp-hand-card--dead", title: ui.out_of_play }, this.cards.card(code));
      }
      if (!candidate) return markDrawn(el("span", { class: "lp-hand-card" }, this.face(code)), code);
      const button = this.moveButton(candidate, dimmedNote.id);
      if (button.dataset.legal !== "true") anyDimmed = true;
      buttons.push(button);
      return markDrawn(button, code);
    });
    // One tab stop for the hand; the arrow keys move between its cards.
    const first = buttons.find((b) => b.dataset.legal === "true") || buttons[0];
    for (const button of buttons) button.tabIndex = button === first ? 0 : -1;
    const question = this.question;
    const pressed = buttons.length || (question && cards.some((code) => question.answers(code))); // cards to press
    const hand = el("div", { class: `lp-table-hand${pressed ? " lp-table-hand--active" : ""}`, role: "group",
      "aria-labelledby": headingId, onkeydown: (event) => rove(event, buttons) }, faces);
    hand.style.setProperty("--lp-hand-n", String(faces.length)); // table.css shares the width among them
    if (!cards.length) hand.append(el("span", { class: "lp-held-none" }, ui.no_cards));
    parts.push(hand);
    const others = this.candidates.filter((c) => !(c.card && CARD_KINDS.includes(c.kind)));
    if (others.length) {
      const moves = this.groupedMoves(others, dimmedNote.id);
      if (others.some((c) => !this.legalMoves.has(c.move))) anyDimmed = true;
      parts.push(el("div", { class: "lp-table-moves", role: "group", "aria-label": ui.your_choices }, moves));
    }
    if (anyDimmed) parts.push(dimmedNote);
    // beside the hand on a wide table, under it on a narrow one (table.css)
    if (this.options.extra) parts.push(el("div", { class: "lp-table-side" }, this.options.extra));
    // .lp-you: where Play (and its tests) find the reader's moves, in either game
    return el("div", { class: `lp-table-you${this.you ? " lp-you" : ""}`, "data-seat": this.bottom }, parts);
  }

  /** @param {MoveView[]} candidates @param {string} noteId */
  groupedMoves(candidates, noteId) {
    /** @type {Map<string, MoveView[]>} */
    const groups = new Map();
    for (const candidate of candidates) {
      const key = candidate.kind === "trump" && candidate.card ? `trump-${candidate.suit}` : candidate.kind === "out" ? "out" : "words";
      let group = groups.get(key);
      if (!group) groups.set(key, (group = []));
      group.push(candidate);
    }
    return [...groups.entries()].flatMap(/** @returns {HTMLElement[]} */ ([key, group]) => {
      const buttons = group.map((candidate) => this.moveButton(candidate, noteId));
      if (key === "words") return buttons;
      const title = key === "out" ? this.ui.go_out_with : format(this.ui.trump_and_call_group, { suit: this.page.data.suit_names[key.slice(6)] });
      return [el("div", { class: "lp-move-group", role: "group", "aria-label": title }, el("span", { class: "lp-move-group-title" }, title), buttons)];
    });
  }

  /** A move to press. One the rules forbid now looks unavailable (aria-disabled) but still
   * answers a press, with the engine's reason: the page sends it and shows the refusal.
   * @param {MoveView} candidate @param {string} noteId @returns {HTMLButtonElement} */
  moveButton(candidate, noteId) {
    const { ui, view, page } = this;
    const legal = this.legalMoves.has(candidate.move);
    const attrs = { "data-move": candidate.move, "data-legal": String(legal), "aria-disabled": legal ? null : "true",
      "aria-describedby": legal ? null : noteId };
    const choose = () => this.options.onMove && this.options.onMove(candidate);
    let button;
    if (candidate.card && CARD_KINDS.includes(candidate.kind)) {
      const named = candidate.kind === "play" ? {} : { "aria-label": describeMove(page, candidate) }; // "give up the 7♥"
      button = this.cards.button(candidate.card, choose, { ...attrs, ...named });
    } else if (candidate.card) { // the exchange's choices, a trump named with a called card
      button = this.cards.button(candidate.card, choose, { ...attrs, "aria-label": describeMove(page, candidate) });
    } else {
      let text;
      if (candidate.kind === "bid") {
        const preset = page.data.presets && page.data.presets[view.preset];
        text = candidate.bid === "moon" ? ui.moon : preset && candidate.bid === preset.moon ? format(ui.bid_is_moon, { bid: candidate.bid }) : String(candidate.bid);
      } else if (candidate.kind === "pass") text = ui.pass;
      else if (candidate.kind === "trump") text = format(ui.name_trump, { suit: candidate.suit ? page.data.suit_names[candidate.suit] : "" });
      else text = describeMove(page, candidate);
      button = el("button", { type: "button", class: `md-button lp-move lp-move--${candidate.kind}`, onclick: choose, ...attrs },
        candidate.kind === "trump" ? el("span", { class: `lp-suit lp-suit--${candidate.suit}`, "aria-hidden": "true" }, `${suitSymbol(candidate.suit)} `) : "",
        text);
    }
    button.classList.add(legal ? "lp-playable" : "lp-unplayable");
    return button;
  }

  // -- the end of the hand: where every point went -------------------------------------------------
  /** @param {import("./contract.mjs").PitchResultView} result */
  summary(result) {
    const { ui, view, page } = this;
    const bidding = result.bidding_units || [];
    const others = (view.units || Object.keys(result.scores)).filter((unit) => !bidding.includes(unit));
    const sideName = (/** @type {string} */ to) => {
      if (to === "bidding") return format(ui.side_bidders, { units: bidding.map((u) => page.unitName(u)).join(", ") });
      if (to === "defenders") return format(ui.side_defenders, { units: others.map((u) => page.unitName(u)).join(", ") });
      return ui.side_nobody;
    };
    const rows = result.breakdown.map((entry) => el("li", { class: `lp-point lp-point--${entry.to}`, "data-card": entry.card,
      "data-points": entry.points, "data-to": entry.to, "data-rule": entry.rule },
    this.cards.card(entry.card),
    el("span", { class: "lp-point-value" }, `+${entry.points}`),
    el("span", { class: "lp-point-side" }, sideName(entry.to)),
    el("span", { class: "lp-point-why" }, this.ruleLink(entry.rule))));
    const verdict = format(result.made ? ui.bid_made : ui.bid_set,
      { seat: page.seatName(view.bidder), bid: this.bidWords(result.bid), taken: result.taken.bidding });
    const changes = Object.entries(result.changes).map(([unit, change]) => el("li", { "data-unit": unit },
      el("span", { class: "lp-score-unit" }, page.unitName(unit)),
      el("span", { class: `lp-score-change lp-score-change--${change < 0 ? "down" : "up"}` }, `${change > 0 ? "+" : ""}${change}`),
      el("span", { class: "lp-score-total" }, `= ${result.scores[unit]}`)));
    return el("section", { class: `lp-hand-summary lp-hand-summary--${result.made ? "made" : "set"}`, "aria-label": ui.hand_summary },
      el("h3", {}, ui.hand_summary),
      el("p", { class: "lp-summary-verdict lp-hand-result" }, el("span", { class: "lp-badge lp-badge--verdict" }, result.made ? ui.made_mark : ui.set_mark), " ", verdict),
      el("ol", { class: "lp-points" }, rows),
      el("ul", { class: "lp-score-changes", "aria-label": ui.running_scores }, changes));
  }

  // -- a question's table (options.question) ---------------------------------------------------------
  /** Whether a finished trick lies on the table to be judged (its winner and the turn unsaid). */
  judging() {
    return Boolean(this.question && this.question.trick === "last");
  }

  /** Whether the bottom seat's hand is drawn below the felt. A question may keep it face down, or
   * show a seat that holds no card: its place on the felt says so then, as another seat's does. */
  handBelow() {
    return Boolean(this.you) || (this.faceUp(this.bottom) && !(this.question && !this.bottomCards().length));
  }

  /** Whether `seat`'s cards lie face up: every hand the view holds, unless a question says whose.
   * @param {string} seat */
  faceUp(seat) {
    const shown = this.question && this.question.shown;
    return !shown || shown.has(seat);
  }

  /** The bottom seat's cards when the reader sits nowhere (a seat's own view holds its hand as `hand`).
   * @returns {string[]} */
  bottomCards() {
    const view = this.view;
    if (view.hands && view.hands[this.bottom]) return view.hands[this.bottom];
    return this.bottom === view.seat ? view.hand || [] : [];
  }

  /** A card face; a question's answer to press is a button, what it points at is marked.
   * @param {string} code @returns {Element} */
  face(code) {
    return this.question ? this.question.face(this.cards, code) : this.cards.card(code);
  }

  /** A seat (its place, or the card it played) pressed to answer "who?", or marked.
   * @param {HTMLElement} node @param {string} seat */
  answerable(node, seat) {
    return this.question ? this.question.seat(node, seat) : node;
  }

  /** The face-up middle (13-point partner's exchange), as a question shows it. */
  middle() {
    return el("div", { class: "lp-table-middle" }, el("p", { class: "lp-table-middle-title" }, this.ui.middle_face_up),
      this.view.middle.map((code) => this.face(code)));
  }

  /** @param {string} rule @returns {HTMLElement | string} */
  ruleLink(rule) {
    const page = this.page;
    const url = page.data.rules && page.data.rules[rule];
    const title = (page.data.rule_titles && page.data.rule_titles[rule]) || "";
    if (!url || !title) return title;
    const link = page.ruleLink ? page.ruleLink(rule) : null;
    if (!link) return title;
    link.textContent = title; // the rule's own heading: "See the rule:" would repeat on every line
    return link;
  }
}

/** Arrow keys, Home and End move between the hand's cards (a roving tab stop).
 * @param {KeyboardEvent} event @param {HTMLElement[]} buttons */
function rove(event, buttons) {
  /** @type {Object<string, number>} */
  const keys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  const index = buttons.findIndex((button) => button === document.activeElement);
  if (index < 0) return;
  let next;
  if (event.key in keys) next = (index + keys[event.key] + buttons.length) % buttons.length;
  else if (event.key === "Home") next = 0;
  else if (event.key === "End") next = buttons.length - 1;
  else return;
  event.preventDefault();
  for (const button of buttons) button.tabIndex = -1;
  buttons[next].tabIndex = 0;
  buttons[next].focus();
}
