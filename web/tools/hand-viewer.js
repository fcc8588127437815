// The hand viewer: open a hand record (pasted, from a file, or from a share link's fragment) and
// step through it move by move or trick by trick, with the engine's explanation of each move and
// links to the rules. The engine replays and checks the record; a share link is untrusted input,
// decoded and size-checked by the engine (webapi.open_shared) and shown only as text. A real
// table's hand is tapped in (hand-viewer-entry.js): the cards each player held at the first trick
// and the contract make a `[Start "play"]` record, and the cards played are tapped in at the end
// of the hand. A link names the game the page starts on (`#game=`, a table's house rules
// included: game-choice.js), and a shared link opens at the table.
import { button, el, field, format, select } from "../common/dom.js";
import { describeMove } from "../common/moves.js";
import { fragmentHas, houseParts, linkedGame, openingGame, rememberGame } from "./game-choice.js";
import { HandEntry, playEntry } from "./hand-viewer-entry.js";
import { whenReady } from "./page.js";
import { shareButton } from "./share-button.js";
import { pitchTable } from "../common/table.js";
import { thirteenTable } from "../common/thirteen-table.js";

const MAX_FILE_BYTES = 1024 * 1024;
const MAX_FRAGMENT_CHARS = 64 * 1024; // the engine's own limit is lower; this only spares the worker

class HandViewer {
  constructor(page) {
    this.page = page;
    this.ui = page.ui;
    this.opened = null; // {session, hands}
    this.hand = 0;
    this.at = 0;
    this.drawn = null; // the position drawn last: the table animates the step forward from it
    this.taken = []; // the records before each card tapped in at the end of the hand, to take it back
  }

  start() {
    const ui = this.ui;
    this.text = el("textarea", { name: "record", rows: 8, spellcheck: "false", class: "lp-record-input" });
    this.file = el("input", { type: "file", name: "file", accept: ".pitch,.313,.txt,text/plain", onchange: () => this.openFile() });
    this.message = el("div", { class: "lp-feedback", "aria-live": "polite" });
    this.viewer = el("section", { class: "lp-viewer", "aria-label": ui.viewer_region, hidden: true });
    // One live region that lives as long as the page: rebuilt regions are not reliably announced.
    this.announcer = el("p", { class: "lp-sr-only", role: "status", "aria-live": "polite" });
    const form = el("form", { class: "lp-form lp-open-form", onsubmit: (event) => { event.preventDefault(); this.openText(this.text.value); } },
      field(ui.paste_record, this.text),
      el("div", { class: "lp-actions" }, el("button", { type: "submit", class: "md-button md-button--primary lp-open" }, ui.open_record)),
      field(ui.open_file, this.file));
    const game = this.startRecord();
    const pitchGame = Object.hasOwn(this.page.data.presets, houseParts(game).game) ? game : this.page.data.pitch_presets[0];
    this.entry = new HandEntry(this.page, pitchGame, (record) => {
      this.text.value = record;
      this.open("open_records", { text: record }, { atEnd: true });
    });
    this.page.root.replaceChildren(this.page.notices, this.entry.element, form, this.message, this.viewer, this.announcer, this.page.status);
    window.addEventListener("hashchange", () => this.openFromLink());
    this.openFromLink();
  }

  /** At the end of an unfinished Pitch hand of one record, the next card is tapped in (else nothing).
   * @param {any} view @param {{total: number}} summary @returns {HTMLElement | string} */
  nextCardEntry(view, summary) {
    if (this.at !== summary.total || this.opened.hands.length !== 1) return "";
    return playEntry(this.page, view, (move) => this.tapMove(move), this.taken.length ? () => this.takeBack() : null) || "";
  }

  /** A record's game comes from the record; before one is open, the empty field starts with the
   * game a link names (`#game=ten-point`, or a table's house rules: `#game=ten-point~stuck=5`),
   * and shows the one chosen last in any tool as its example. Returns that game. */
  startRecord() {
    const data = this.page.data;
    const offered = [...Object.keys(data.presets), ...data.three_thirteen_presets];
    if (fragmentHas("r")) return openingGame(this.page, offered, null, { house: true }).game; // a shared record: its own game
    const opening = openingGame(this.page, offered, linkedGame(), { house: true });
    if (opening.notice) this.page.notice(opening.notice);
    const tag = `[Game "${opening.game}"]`;
    this.text.placeholder = tag;
    if (!opening.linked) return opening.game;
    this.text.value = `${tag}\n`;
    rememberGame(opening.game);
    // A record pasted into the field as it came replaces the game's line rather than following it
    this.text.addEventListener("paste", () => { if (this.text.value === `${tag}\n`) this.text.value = ""; });
    return opening.game;
  }

  // -- opening ----------------------------------------------------------------------------------
  openFromLink() {
    const fragment = location.hash.slice(1);
    if (!fragment || (linkedGame() !== null && !fragmentHas("r"))) return; // a game's link, no record
    if (fragment.length > MAX_FRAGMENT_CHARS) {
      this.fail(el("p", {}, this.ui.link_too_large));
      return;
    }
    // The engine reads the whole link (share.py): a move count it cannot read opens the hand at
    // its end, with its note quoting the value back as text. The reader lands at the table.
    this.open("open_shared", { fragment }, { atTable: true });
  }

  async openFile() {
    const file = this.file.files[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      this.fail(el("p", {}, format(this.ui.file_too_large, { limit: MAX_FILE_BYTES / 1024 })));
      return;
    }
    this.openText(await file.text());
  }

  openText(text) {
    this.open("open_records", { text });
  }

  /** Open records through the engine: at the link's move (else the deal, or the end with
   * `atEnd`); `atTable` shows the table rather than the form above it (a shared link);
   * `tapped` keeps the cards tapped in so far, to take back. */
  async open(fn, args, { atEnd = false, atTable = false, tapped = false } = {}) {
    this.say([el("p", {}, this.page.ready ? this.ui.opening : this.ui.waiting_for_engine)], "info");
    let opened;
    try {
      opened = await this.page.call(fn, args);
    } catch (error) {
      this.fail(this.page.errorView(error));
      return;
    }
    this.closeHand();
    if (!tapped) this.taken = [];
    this.opened = opened;
    this.hand = 0;
    const note = opened.note ? [el("p", { class: "lp-link-note" }, opened.note.message)] : [];
    this.say([el("p", {}, format(this.ui.opened_hands, { n: opened.hands.length })), ...note], "ok");
    await this.go(opened.at ?? (atEnd ? this.summary.total : 0));
    if (tapped) {
      /** @type {HTMLElement | null} */ (this.viewer.querySelector(".lp-entry-legal button, .lp-entry-take-back"))?.focus({ preventScroll: true });
      return;
    }
    /** @type {HTMLElement | null} */ (this.viewer.querySelector(".lp-viewer-title"))?.focus({ preventScroll: atTable });
    if (atTable) this.viewer.querySelector(".lp-pitch-table, .lp-thirteen-table, .lp-viewer-title")?.scrollIntoView({ block: "start" });
  }

  /** A card tapped in at the end of the hand: the record gains the move, and opens at its end. */
  tapMove(move) {
    const record = this.summary.record;
    this.taken.push(record);
    const longer = `${record.replace(/\s*$/, "")}\n${move}\n`;
    this.text.value = longer;
    this.open("open_records", { text: longer }, { atEnd: true, tapped: true });
  }

  takeBack() {
    const before = this.taken.pop();
    if (before === undefined) return;
    this.text.value = before;
    this.open("open_records", { text: before }, { atEnd: true, tapped: true });
  }

  /** What failed is said, and the hand shown before goes: it is not what the reader asked for. */
  fail(node) {
    this.closeHand();
    this.say([node], "error");
  }

  closeHand() {
    if (this.opened) this.page.call("drop", { session: this.opened.session }).catch(() => {});
    this.opened = null;
    this.viewer.hidden = true;
    this.viewer.replaceChildren();
  }

  say(parts, tone) {
    this.message.className = `lp-feedback lp-feedback--${tone}`;
    this.message.replaceChildren(...parts);
  }

  // -- stepping --------------------------------------------------------------------------------
  get summary() {
    return this.opened.hands[this.hand];
  }

  async go(at) {
    const total = this.summary.total;
    this.at = Math.max(0, Math.min(at, total));
    try {
      const view = await this.page.call("record_step", { viewer: this.opened.session, at: this.at, hand: this.hand });
      this.render(view);
    } catch (error) {
      this.say([this.page.errorView(error)], "error"); // a step that failed: the hand stays on screen
    }
  }

  previousMark() {
    const earlier = this.summary.marks.filter((mark) => mark < this.at);
    return earlier.length ? earlier.at(-1) : 0;
  }

  nextMark() {
    return this.summary.marks.find((mark) => mark > this.at) ?? this.summary.total;
  }

  render(view) {
    const ui = this.ui;
    const summary = this.summary;
    const focused = document.activeElement instanceof HTMLElement && this.viewer.contains(document.activeElement) ? document.activeElement.dataset.step : null;
    const trick = summary.mark_kind === "turn";
    const step = (key, label, target, disabled) => button(label, () => this.go(target),
      { class: `md-button lp-step-${key}`, "data-step": key, disabled });
    const atStart = this.at === 0;
    const atEnd = this.at === summary.total;
    const controls = el("div", { class: "lp-stepper", role: "group", "aria-label": ui.step_through },
      step("start", ui.to_start, 0, atStart),
      step("previous-mark", trick ? ui.previous_turn : ui.previous_trick, this.previousMark(), atStart),
      step("previous", ui.previous_move, this.at - 1, atStart),
      step("next", ui.next_move, this.at + 1, atEnd),
      step("next-mark", trick ? ui.next_turn : ui.next_trick, this.nextMark(), atEnd),
      step("end", ui.to_end, summary.total, atEnd));
    const parts = [el("h2", { class: "lp-viewer-title", tabindex: "-1" }, this.page.presetName(summary.preset))];
    if (this.opened.hands.length > 1) parts.push(this.handChooser());
    if (summary.comment) parts.push(el("p", { class: "lp-record-comment" }, summary.comment));
    const position = format(ui.move_of, { at: this.at, total: summary.total });
    parts.push(el("p", { class: "lp-position", tabindex: "-1", "data-at": this.at }, position));
    this.announcer.textContent = view.last_move ? `${position}: ${describeMove(this.page, view.last_move)}` : position;
    parts.push(controls);
    const previous = this.drawn && this.drawn.hand === this.hand && this.drawn.at === this.at - 1 ? this.drawn.view : null;
    // The game picks its table component, nothing else: the table first, the move and its
    // explanation under it (Pitch draws them under the hand, inside its table)
    const tables = {
      "three-thirteen": () => [thirteenTable(this.page, view, { open: true }), this.lastMove(view)],
      pitch: () => [pitchTable(this.page, view, { you: null, previous, summary: this.at === summary.total, extra: this.lastMove(view) }),
        this.nextCardEntry(view, summary)],
    };
    parts.push(...tables[view.game]());
    this.drawn = { hand: this.hand, at: this.at, view };
    parts.push(this.shareArea());
    this.viewer.hidden = false;
    this.viewer.replaceChildren(...parts);
    if (focused) {
      /** @type {HTMLButtonElement | null} */
      const again = this.viewer.querySelector(`[data-step="${focused}"]`);
      /** @type {HTMLElement | null} */
      const position = this.viewer.querySelector(".lp-position");
      (again && !again.disabled ? again : position)?.focus();
    }
  }

  handChooser() {
    const chooser = select(this.opened.hands.map((hand, index) => [index, format(this.ui.hand_option,
      { n: index + 1, game: this.page.presetName(hand.preset) })]), this.hand, { class: "lp-hand-choice" });
    chooser.addEventListener("change", () => {
      this.hand = Number(chooser.value);
      this.go(0);
    });
    return field(this.ui.choose_hand, chooser);
  }

  lastMove(view) {
    const area = el("div", { class: "lp-last-move" });
    if (!view.last_move) {
      area.append(el("p", {}, this.ui.at_the_deal));
      return area;
    }
    area.append(el("p", { class: "lp-move-text", "data-move": view.last_move.move },
      el("strong", {}, describeMove(this.page, view.last_move))));
    if (view.last_move.comment) area.append(el("p", { class: "lp-comment" }, view.last_move.comment));
    for (const event of view.explained) area.append(this.page.explanation(event.rule, event.message));
    return area;
  }

  shareArea() {
    return shareButton(this.page, () => ({ record: this.summary.record, at: this.at }));
  }
}

/** The fragment without an `m` the engine would refuse, and that `m` (null if it was fine or absent).
 * Fields are split the way the engine splits them (pitch_core/webtools/share.py: the first of a
 * repeated field counts), so what is checked here is what the engine would read. */
whenReady("hand-viewer", (page) => new HandViewer(page).start());
