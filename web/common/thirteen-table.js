// Three Thirteen on a card table: the other players around the felt (name, dealer, cards held as
// backs, running total, whose turn), the stock and the discard pile in the middle (a click on a
// pile draws from it), the round's wild rank, and the reader's hand grouped into the melds the
// engine finds (view.your_melds: the meld calculator's own answer), deadwood apart. At the end
// of a round every hand is laid out as the engine scored it (view.rounds_played), with the
// round's points and the totals. The hand viewer's open table (`open`) lays out every hand face up
// in the engine's melds (view.hand_melds) instead. Everything is built with el() (text nodes
// only); the words come from tools/ui.toml through page.ui.
import { el, format } from "./dom.js";
import { questionMarks } from "./question-marks.js"; // a question's table: what to press, what is marked

/**
 * @typedef {import("./contract.mjs").ThirteenView} ThirteenView
 * @typedef {import("./contract.mjs").MoveView} MoveView
 * @typedef {import("./contract.mjs").MeldView} MeldView
 * @typedef {import("./contract.mjs").ArrangementView} ArrangementView
 * @typedef {import("./table.js").TablePage} TablePage
 * @typedef {import("./dom.js").Child} Child
 * @typedef {import("./question-marks.js").QuestionOptions} QuestionOptions
 * @typedef {import("./question-marks.js").QuestionMarks} QuestionMarks
 *
 * The engine's observation, and what Play (pitch_core/webtools/play.py ThirteenTable.view) and the
 * hand viewer (webtools/records.py) add to it for this table; a question's view has none of these.
 * @typedef {ThirteenView & ThirteenTableExtras} ThirteenTableView
 * @typedef {Object} ThirteenTableExtras
 * @property {string} [human] the reader's seat (Play)
 * @property {boolean} [your_turn]
 * @property {MoveView[]} [candidates] the moves the reader may try
 * @property {boolean} [hand_over] the round is scored
 * @property {ArrangementView | null} [your_melds] the reader's hand in the engine's melds
 * @property {GoOut | null} [go_out] whether the reader may go out now, and if not, why
 * @property {string[]} [wild_cards] the round's wild cards
 * @property {Array<ArrangementView | null>} [hand_melds] every hand in the engine's melds (the hand viewer)
 * @property {string} [session]
 * @typedef {{cards: string[], can: boolean, best?: string, points?: number, rule?: string, message?: string}} GoOut
 *
 * @typedef {Object} ThirteenTableOptions
 * @property {string | null} [you]
 * @property {(candidate: MoveView) => void} [onMove]
 * @property {boolean} [open]
 * @property {QuestionOptions | null} [question]
 */

const BACKS_SHOWN = 7; // a fan of backs is a picture of "some cards"; the count says how many
/** @type {WeakMap<TablePage, boolean>} */
const focusWanted = new WeakMap(); // page -> the reader moved from the table: keep him there

/**
 * thirteenTable(page, view, { you, onMove, open, question }) -> an element: the whole table and the
 * reader's hand. `onMove(candidate)` gets one of view.candidates (a draw, a discard, going out).
 * `open`: a recorded round seen by nobody at the table (the hand viewer), every hand face up.
 * `question`: a question's table (web/common/question.js draws a drill's scene with it, as
 * table.js does): the seat's own view (or the open view) as the engine's observation gives it,
 * nobody called "you"; {shown, highlight, answers: {cards, seats}, onAnswer(value), pressed, right,
 * wrong} (web/common/question-marks.js): the cards and seats pressed to answer are buttons with
 * data-answer, and the marks are put on them.
 * @param {TablePage} page @param {ThirteenTableView} view @param {ThirteenTableOptions} [options]
 */
export function thirteenTable(page, view, { you = view.human, onMove = () => {}, open = false, question = null } = {}) {
  const active = document.activeElement;
  if (active && active !== document.body) {
    // at the table or on the game's title (a new game, a new round): the keyboard is here
    focusWanted.set(page, Boolean(active.closest(".lp-tt") || active.matches(".lp-game-title")));
  }
  const table = new ThirteenTable(page, view, open ? null : you ?? null, onMove, open, question ? questionMarks(question) : null);
  const node = table.draw();
  if (focusWanted.get(page)) queueMicrotask(() => table.placeFocus(node));
  return node;
}

class ThirteenTable {
  /**
   * @param {TablePage} page @param {ThirteenTableView} view @param {string | null} you
   * @param {(candidate: MoveView) => void} onMove @param {boolean} open @param {QuestionMarks | null} [question]
   */
  constructor(page, view, you, onMove, open, question = null) {
    this.page = page;
    this.question = question;
    this.open = open;
    this.ui = page.ui;
    // the printed jokers drawn and named alike, as the view says
    this.cards = page.cards.forView ? page.cards.forView(view) : page.cards;
    this.view = view;
    this.you = you;
    this.onMove = onMove;
    // Play says when a round is over; in a record, the last position is the round scored
    this.over = Boolean(view.hand_over) || (open && view.rounds_played.length > 0);
    this.legal = new Set((view.legal || []).map((move) => move.move));
    this.candidates = view.candidates || [];
  }

  draw() {
    const view = this.view;
    const ui = this.ui;
    const you = this.over || this.open ? null : this.you; // a seat's own table: his hand below it
    return el("section", { class: `lp-tt${this.over ? " lp-tt--over" : ""}`, "aria-label": ui.tt_table,
      "data-phase": view.phase, "data-round": view.round },
    el("div", { class: "lp-tt-felt" },
      this.roundBanner(),
      // once the round is scored, the list of every hand takes the players' places
      this.over ? this.results() : you === null ? [this.openHands(), this.centre()] : this.seatedTable(you)),
    you === null ? "" : this.hand(you));
  }

  /** The reader's own table: the others' seats, the piles, his seat at the bottom.
   * @param {string} you */
  seatedTable(you) {
    return [el("ol", { class: "lp-tt-seats", "aria-label": this.ui.tt_players }, this.others(you).map((seat) => this.seatPlate(seat))),
      this.centre(), this.seatPlate(you)];
  }

  /** The open table: every player's hand face up, laid out in the engine's melds, with the
   * dealer, who went out, whose turn it is and the running total (the round's results' look). */
  openHands() {
    const view = this.view;
    const ui = this.ui;
    const rows = view.seats.map((seat, index) => {
      const laid = (view.hand_melds || [])[index];
      const toMove = seat === view.to_move;
      return this.answerable(el("li", { class: `lp-tt-result lp-tt-open-hand${toMove ? " lp-tt-seat--to-move" : ""}`, "data-seat": seat,
        "data-deadwood": laid ? laid.deadwood : null, "aria-current": toMove ? "true" : null },
      el("span", { class: "lp-tt-result-name" }, this.page.seatName(seat), this.chips(seat, toMove)),
      el("span", { class: "lp-tt-result-cards" }, laid ? this.laidOut(laid.melds, laid.leftover, laid.deadwood) : this.plainHand(seat, index)),
      el("span", { class: "lp-tt-result-points" }, format(ui.tt_total, { points: view.totals[index] }))), seat);
    });
    return el("ol", { class: "lp-tt-result-list lp-tt-open-hands", "aria-label": ui.tt_open_hands }, rows);
  }

  /** A hand laid out small: its melds (wilds marked with what they stand for), then the cards
   * left over in a dashed frame with their penalty.
   * @param {MeldView[]} melds @param {string[]} leftover @param {number} penalty */
  laidOut(melds, leftover, penalty) {
    const ui = this.ui;
    const slot = (/** @type {string} */ code) => el("span", { class: "lp-tt-slot", "data-card": code }, this.face(code));
    const groups = melds.map((meld) => el("span", { class: `lp-tt-group lp-tt-group--${meld.kind} lp-tt-group--small`,
      "data-kind": meld.kind, "data-cards": meld.cards.join(" "), role: "group", "aria-label": meld.kind === "run" ? ui.tt_run : ui.tt_set },
    this.meldCards(meld, slot)));
    const left = leftover.length
      ? el("span", { class: "lp-tt-group lp-tt-group--deadwood lp-tt-group--small", "data-kind": "deadwood",
        "data-cards": leftover.join(" "), role: "group", "aria-label": format(ui.tt_deadwood, { points: penalty }) },
      leftover.map((code) => this.tagWild(slot(code), code)))
      : "";
    return [groups, left];
  }

  // -- the players ----------------------------------------------------------------------------
  /** The other seats in the order they play after the reader (clockwise from his left).
   * @param {string} you */
  others(you) {
    const seats = this.view.seats;
    const at = seats.indexOf(you);
    return seats.slice(at + 1).concat(seats.slice(0, Math.max(at, 0)));
  }

  /** @param {string} seat */
  seatPlate(seat) {
    const view = this.view;
    const ui = this.ui;
    const index = view.seats.indexOf(seat);
    const yours = seat === this.you;
    const toMove = !this.over && seat === view.to_move;
    const name = yours && !this.question ? format(ui.you_seat, { seat: this.page.seatName(seat) }) : this.page.seatName(seat);
    const held = view.hand_sizes[index];
    const last = this.over ? view.rounds_played.at(-1) : null;
    const chips = this.chips(seat, toMove);
    const Tag = yours ? "div" : "li";
    return this.answerable(el(Tag, { class: `lp-tt-seat${yours ? " lp-tt-seat--you" : ""}${toMove ? " lp-tt-seat--to-move" : ""}`,
      "data-seat": seat, "aria-current": toMove ? "true" : null },
    el("span", { class: "lp-tt-seat-name" }, name),
    chips.length ? el("span", { class: "lp-tt-chips" }, chips) : "",
    !yours && !this.over ? el("span", { class: "lp-tt-held" }, this.backs(held),
      el("span", { class: "lp-tt-held-count", "aria-hidden": "true" }, String(held)),
      el("span", { class: "lp-sr-only" }, format(ui.tt_held, { n: held }))) : "",
    el("span", { class: "lp-tt-total", "data-total": view.totals[index] },
      format(ui.tt_total, { points: view.totals[index] }),
      last ? el("span", { class: "lp-tt-round-points" }, ` (+${last.scores[index]})`) : "")), seat);
  }

  /** A seat's marks: the dealer, who went out, whose turn it is.
   * @param {string} seat @param {boolean} toMove */
  chips(seat, toMove) {
    const view = this.view;
    const ui = this.ui;
    /** @type {HTMLSpanElement[]} */
    const chips = [];
    if (seat === view.dealer) chips.push(el("span", { class: "lp-tt-chip lp-tt-chip--dealer" }, ui.tt_dealer));
    if (seat === view.went_out) chips.push(el("span", { class: "lp-tt-chip lp-tt-chip--out" }, ui.tt_went_out));
    const yours = seat === this.you && !this.question; // a question's table calls nobody "you"
    if (toMove) chips.push(el("span", { class: "lp-tt-chip lp-tt-chip--turn" }, yours ? ui.tt_your_turn : ui.tt_their_turn));
    return chips;
  }

  /** @param {number} count @param {number} [cap] */
  backs(count, cap = BACKS_SHOWN) {
    const shown = Math.min(count, cap);
    /** @type {Element[]} */
    const backs = [];
    for (let i = 0; i < shown; i += 1) backs.push(this.back());
    return el("span", { class: "lp-tt-backs", "aria-hidden": "true" }, backs);
  }

  back() {
    if (typeof this.cards.back === "function") {
      const back = this.cards.back();
      back.classList.add("lp-tt-back");
      return back;
    }
    return el("span", { class: "lp-tt-back lp-tt-back--plain" });
  }

  // -- the middle of the table ----------------------------------------------------------------
  roundBanner() {
    const view = this.view;
    const ui = this.ui;
    const rank = this.cards.rank(view.wild_rank);
    return el("p", { class: "lp-tt-round", "data-wild": view.wild_rank },
      el("span", { class: "lp-tt-round-number" }, format(ui.round_is, { round: view.round, rounds: view.rounds })),
      el("span", { class: "lp-tt-sep", "aria-hidden": "true" }, " · "),
      el("span", { class: "lp-tt-wild" }, el("span", { class: "lp-tt-wild-rank", "aria-hidden": "true" }, "★"),
        format(ui.wild_is, { rank })));
  }

  centre() {
    const view = this.view;
    const ui = this.ui;
    const drawing = view.your_turn && view.phase === "draw";
    const stockMove = drawing ? this.candidates.find((c) => c.kind === "draw" && c.source === "stock") : null;
    const pileMove = drawing ? this.candidates.find((c) => c.kind === "draw" && c.source === "discard") : null;
    const stockFace = el("span", { class: "lp-tt-pile-cards lp-tt-stack", "aria-hidden": "true" },
      view.stock_size ? this.backs(Math.min(view.stock_size, 3), 3) : el("span", { class: "lp-tt-empty-slot" }));
    const stockCount = el("span", { class: "lp-tt-pile-count" }, format(ui.tt_stock_count, { n: view.stock_size }));
    const stock = this.pile("stock", ui.tt_stock, stockFace, stockCount, stockMove, ui.draw_stock, ui.tt_pile_draw);
    const top = view.top_discard;
    const pileFace = el("span", { class: "lp-tt-pile-cards" },
      top ? this.face(top) : el("span", { class: "lp-tt-empty-slot" }, ui.tt_pile_empty));
    const pileCount = el("span", { class: "lp-tt-pile-count" }, format(ui.tt_pile_count, { n: view.discard_pile.length }));
    const pile = this.pile("discard", ui.discard_pile, pileFace, pileCount, pileMove,
      top ? format(ui.draw_discard, { card: this.cards.name(top) }) : ui.discard_pile, ui.tt_pile_take);
    return el("div", { class: "lp-tt-centre" },
      el("div", { class: "lp-tt-piles" }, stock, pile),
      el("p", { class: "lp-tt-status", "data-status": this.statusKey() }, this.status()));
  }

  /** A pile: a real button while the reader may draw from it, else a picture with its count.
   * @param {string} kind @param {string} title @param {HTMLElement} face @param {HTMLElement} count
   * @param {MoveView | null | undefined} candidate @param {string} action @param {string} shortAction */
  pile(kind, title, face, count, candidate, action, shortAction) {
    const label = el("span", { class: "lp-tt-pile-title" }, title);
    if (!candidate) return el("div", { class: `lp-tt-pile lp-tt-pile--${kind}`, "data-pile": kind }, label, face, count);
    const legal = this.legal.has(candidate.move);
    return el("button", { type: "button", class: `lp-tt-pile lp-tt-pile--${kind} lp-tt-pile--live`, "data-pile": kind,
      "data-move": candidate.move, "data-legal": String(legal), onclick: () => this.onMove(candidate) },
    el("span", { class: "lp-sr-only" }, action, ". "), label, face, count,
    el("span", { class: "lp-tt-pile-action", "aria-hidden": "true" }, shortAction));
  }

  statusKey() {
    const view = this.view;
    if (this.open || this.question) return view.phase === "draw" ? "next-draws" : "next-discards";
    if (view.your_turn) return view.phase === "draw" ? "draw" : view.go_out && view.go_out.can ? "go-out" : "discard";
    if (view.went_out) return "last-turns";
    return "waiting";
  }

  status() {
    const view = this.view;
    const ui = this.ui;
    /** @type {string[]} */
    const parts = [];
    if (view.went_out && !view.your_turn) parts.push(format(ui.tt_last_turns, { seat: this.page.seatName(view.went_out) }), " ");
    if (this.open || this.question) { // a record or a question: nobody here is waited for, the next move is said
      parts.push(format(view.phase === "draw" ? ui.tt_next_draws : ui.tt_next_discards, { seat: this.page.seatName(view.to_move || "") }));
    } else if (view.your_turn) {
      const canGoOut = view.phase === "discard" && view.go_out && view.go_out.can;
      parts.push(view.phase === "draw" ? ui.tt_do_draw : canGoOut ? ui.tt_do_go_out : ui.tt_do_discard);
    }
    else parts.push(format(ui.waiting_for, { seat: this.page.seatName(view.to_move || "") }));
    if (view.your_turn && view.went_out) parts.unshift(format(ui.tt_last_turn_yours, { seat: this.page.seatName(view.went_out) }), " ");
    return parts;
  }

  // -- the reader's hand ----------------------------------------------------------------------
  /** @param {string} you */
  hand(you) {
    const view = this.view;
    const ui = this.ui;
    const melds = view.your_melds;
    const discarding = view.your_turn && view.phase === "discard";
    const discards = new Map(this.candidates.filter((c) => c.kind === "discard").map((c) => [c.card, c]));
    let drawnMarked = false;
    const cardNode = (/** @type {string} */ code) => {
      const isNew = view.drawn && view.drawn.card === code && !drawnMarked;
      if (isNew) drawnMarked = true;
      const candidate = discarding ? discards.get(code) : null;
      let node;
      if (candidate) {
        const legal = this.legal.has(candidate.move);
        node = this.cards.button(code, () => this.onMove(candidate), { "data-move": candidate.move, "data-legal": String(legal),
          "aria-disabled": legal ? null : "true" });
      } else {
        node = this.face(code);
      }
      return el("span", { class: `lp-tt-slot${isNew ? " lp-tt-slot--new" : ""}`, "data-card": code },
        node, isNew ? el("span", { class: "lp-tt-new" }, ui.tt_new_card) : "");
    };
    /** @type {HTMLDivElement[]} */
    const groups = [];
    if (melds) {
      for (const meld of melds.melds) {
        const title = meld.kind === "run" ? ui.tt_run : ui.tt_set;
        groups.push(el("div", { class: `lp-tt-group lp-tt-group--${meld.kind}`, role: "group", "aria-label": title,
          "data-kind": meld.kind, "data-cards": meld.cards.join(" ") },
        el("span", { class: "lp-tt-group-title", "aria-hidden": "true" }, title),
        el("span", { class: "lp-tt-group-cards" }, this.meldCards(meld, cardNode))));
      }
      const left = melds.leftover;
      const deadTitle = left.length ? format(ui.tt_deadwood, { points: melds.deadwood }) : ui.tt_all_melded;
      groups.push(el("div", { class: `lp-tt-group lp-tt-group--deadwood${left.length ? "" : " lp-tt-group--empty"}`, role: "group",
        "aria-label": deadTitle, "data-kind": "deadwood", "data-cards": left.join(" "), "data-deadwood": melds.deadwood },
      el("span", { class: "lp-tt-group-title", "aria-hidden": "true" }, deadTitle),
      left.length ? el("span", { class: "lp-tt-group-cards" }, left.map((code) => this.tagWild(cardNode(code), code))) : ""));
    } else {
      groups.push(el("div", { class: "lp-tt-group" }, el("span", { class: "lp-tt-group-cards" }, view.hand.map((code) => cardNode(code)))));
    }
    const heading = el("h3", { class: "lp-tt-hand-title", id: `lp-tt-hand-${view.session || "x"}` },
      format(this.question ? ui.hand_of : ui.your_hand, { seat: this.page.seatName(you) }));
    /** @type {Child[]} */
    const parts = [heading,
      el("div", { class: "lp-tt-groups", role: "group", "aria-labelledby": heading.id, "data-deadwood": melds ? melds.deadwood : null }, groups)];
    if (view.your_turn) parts.push(this.choices());
    // .lp-you: Play's own tests and styles find the reader's moves there, as for Pitch
    return el("div", { class: `lp-you lp-tt-hand${discarding ? " lp-tt-hand--discarding" : ""}` }, parts);
  }

  /** Wild wherever it lies: the engine lists this round's wild cards.
   * @param {string} code */
  isWild(code) {
    return (this.view.wild_cards || []).includes(code);
  }

  /** A wild card left over: tagged, so a newcomer sees it is wild (and still counts).
   * @param {HTMLElement} slot @param {string} code */
  tagWild(slot, code) {
    if (!this.isWild(code)) return slot;
    slot.classList.add("lp-tt-slot--wild-left");
    slot.append(el("span", { class: "lp-tt-as" }, el("span", { "aria-hidden": "true" }, "★ "), this.ui.tt_wild_tag));
    return slot;
  }

  /** A meld's cards, each drawn by `slotFor(code)` (a .lp-tt-slot), the wilds marked with what they stand for.
   * @param {MeldView} meld @param {(code: string) => HTMLElement} slotFor */
  meldCards(meld, slotFor) {
    const ui = this.ui;
    const wilds = meld.wilds.map((w) => ({ ...w }));
    return meld.cards.map((code) => {
      const slot = slotFor(code);
      const at = wilds.findIndex((w) => w.card === code);
      if (at >= 0) {
        const target = wilds.splice(at, 1)[0].as; // a second copy of the same card may be a natural
        slot.classList.add("lp-tt-slot--wild");
        slot.append(el("span", { class: "lp-tt-as" },
          el("span", { "aria-hidden": "true" }, `★ = ${this.cards.symbol(target)}`),
          el("span", { class: "lp-sr-only" }, format(ui.stands_for_text, { card: this.cards.name(code), target: this.cards.name(target) }))));
      }
      return slot;
    });
  }

  /** What the reader may do besides pressing a card or a pile (each pile is the button that draws
   * from it, named in words for a screen reader): go out, or ask why not. */
  choices() {
    const view = this.view;
    const ui = this.ui;
    /** @type {HTMLDivElement[]} */
    const parts = [];
    if (view.phase === "draw") return "";
    const goOut = view.go_out;
    if (!goOut) return "";
    if (goOut.can) {
      const outs = new Map(this.candidates.filter((c) => c.kind === "out").map((c) => [c.card, c]));
      parts.push(el("div", { class: "lp-tt-go-out", role: "group", "aria-label": ui.tt_can_go_out },
        el("p", { class: "lp-tt-go-out-title" }, ui.tt_can_go_out),
        goOut.cards.flatMap((code) => {
          const candidate = outs.get(code);
          if (!candidate) return [];
          return el("button", { type: "button", class: "md-button md-button--primary lp-move lp-tt-out",
            "data-move": candidate.move, "data-legal": String(this.legal.has(candidate.move)), onclick: () => this.onMove(candidate) },
          format(ui.tt_go_out_with, { card: this.cards.name(code) }), " ",
          el("span", { class: `card card--${this.cards.colour(code)} lp-tt-out-card`, "aria-hidden": "true" }, this.cards.symbol(code)));
        })));
    } else {
      const answer = el("div", { class: "lp-tt-why-not", hidden: true, "data-rule": goOut.rule },
        goOut.rule ? this.page.explanation(goOut.rule, goOut.message || "") : "");
      const ask = el("button", { type: "button", class: "md-button lp-tt-why", "aria-expanded": "false", "data-control": "why-not-out",
        onclick: () => {
          answer.hidden = !answer.hidden;
          ask.setAttribute("aria-expanded", String(!answer.hidden));
        } }, ui.tt_why_not_out);
      parts.push(el("div", { class: "lp-tt-go-out lp-tt-go-out--not-yet" }, ask, answer));
    }
    return el("div", { class: "lp-tt-choices" }, parts);
  }

  // -- the end of a round ---------------------------------------------------------------------
  results() {
    const view = this.view;
    const ui = this.ui;
    const last = view.rounds_played.at(-1);
    if (!last) return "";
    const rows = last.seats.map((seat, index) => {
      const name = seat.seat === this.you ? format(ui.you_seat, { seat: this.page.seatName(seat.seat) }) : this.page.seatName(seat.seat);
      return el("li", { class: `lp-tt-result${seat.seat === this.you ? " lp-tt-result--you" : ""}`, "data-seat": seat.seat,
        "data-points": seat.points },
      el("span", { class: "lp-tt-result-name" }, name,
        seat.went_out ? el("span", { class: "lp-tt-chip lp-tt-chip--out" }, ui.tt_went_out) : ""),
      el("span", { class: "lp-tt-result-cards" }, this.laidOut(seat.melds, seat.leftover, seat.points)),
      el("span", { class: "lp-tt-result-points" },
        el("strong", {}, format(ui.tt_round_points, { points: seat.points })),
        el("span", {}, format(ui.tt_total, { points: last.totals[index] }))));
    });
    return el("div", { class: "lp-tt-centre lp-tt-results" },
      el("h3", { class: "lp-tt-results-title" }, format(ui.tt_round_over, { round: last.round })),
      el("ol", { class: "lp-tt-result-list" }, rows),
      el("p", { class: "lp-tt-results-key" }, ui.tt_results_key));
  }

  // -- a question's table (options.question) -------------------------------------------------
  /** A card face; a question's answer to press is a button, what it points at is marked.
   * @param {string} code @returns {Element} */
  face(code) {
    return this.question ? this.question.face(this.cards, code) : this.cards.card(code);
  }

  /** A seat (its place, or the card it played) pressed to answer "who?", or marked.
   * @template {HTMLElement} N @param {N} node @param {string} seat @returns {N} */
  answerable(node, seat) {
    return this.question ? this.question.seat(node, seat) : node;
  }

  /** An open hand no meld calculator laid out (an observation's open view): its cards as dealt,
   * face up unless a question keeps them face down.
   * @param {string} seat @param {number} index */
  plainHand(seat, index) {
    const question = this.question;
    const cards = (this.view.hands || [])[index] || [];
    if (question && question.shown && !question.shown.has(seat)) return this.backs(cards.length);
    return cards.map((code) => el("span", { class: "lp-tt-slot", "data-card": code }, this.face(code)));
  }

  // -- focus ----------------------------------------------------------------------------------
  /** After a move the reader stays at the table: on the stock when he is to draw, on the card he
   * drew when he is to discard, on "Deal the next round" once the round is scored. While the
   * bots play, focus is left alone (the page announces their moves).
   * @param {HTMLElement} node */
  placeFocus(node) {
    if (!node.isConnected) return;
    const active = document.activeElement;
    const lost = !active || active === document.body;
    if (!lost && node.contains(active)) return; // Play put it back on the same control
    if (!lost && !active.closest(".lp-tt") && !active.matches(".lp-game-title")) return; // Hint, Undo…
    const view = this.view;
    /** @type {HTMLElement | null} */
    let target = null;
    if (this.over) {
      const game = node.closest(".lp-game");
      target = game && game.querySelector("[data-control=next-hand], [data-control=new-game]");
    } else if (view.your_turn && view.phase === "draw") {
      target = node.querySelector(".lp-tt-pile--live[data-pile=stock]") || node.querySelector(".lp-tt-pile--live");
    } else if (view.your_turn && view.phase === "discard") {
      target = node.querySelector(".lp-tt-go-out .lp-tt-out")
        || node.querySelector(".lp-tt-slot--new [data-legal=true]") || node.querySelector(".lp-tt-groups [data-legal=true]");
    }
    if (target) target.focus();
  }
}
