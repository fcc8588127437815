// Play keeps its game in this browser, so that a reload, a rule link followed by Back, or a visit
// tomorrow never loses it. After every view the page shows, the engine's `save_game` gives the
// game's settings and its hands as records; they are stored (store.js: checked on load, set aside
// rather than lost, shared safely between tabs). Back on the page, the reader is offered to
// resume it (after Back from a rule link it is resumed at once): `restore_game` replays every
// move through the engine, so nothing stored is trusted as a position, and undo, hints and
// sharing work as before. A saved game the engine refuses is set aside under a backup key too.
//
// Two tabs: each page is one keeper. Starting or resuming a game here makes this tab's game the
// kept one; a tab whose game was replaced by another tab's stops saving and says so, offering
// to keep its own game instead. Nothing is overwritten silently.
import { button, el, format, uniqueId } from "../common/dom.js";
import { check, isCount, isObject, openStore } from "../common/store.js";

const STORAGE_KEY = "learn-pitch:play";
const STORE_VERSION = 1;
const MAX_TEXT = 1_000_000; // the engine's own limit for records
const SHORT = 200; // a preset, a seat, a level, a label

function isShortText(value) {
  return typeof value === "string" && value.length > 0 && value.length <= SHORT;
}

/** The stored value: {game: null} or {game: {owner, pace, saved, summary}}; the engine checks
 * `saved` itself when the game is restored. */
export function readKept(data) {
  check(isObject(data), "not an object");
  if (data.game === null || data.game === undefined) return { game: null };
  const game = data.game;
  check(isObject(game), "the game is not an object");
  check(isShortText(game.owner), "no owner");
  check(isShortText(game.pace), "no pace");
  const saved = game.saved;
  check(isObject(saved), "no saved game");
  for (const name of ["preset", "seat", "level"]) check(isShortText(saved[name]), `no ${name}`);
  check(saved.players === null || isCount(saved.players), "players is not a count");
  check(isCount(saved.seed), "the seed is not a count");
  check(typeof saved.text === "string" && saved.text.length <= MAX_TEXT, "the records are not text");
  const summary = game.summary;
  check(isObject(summary), "no summary");
  const standing = standingOf(summary);
  check(typeof summary.over === "boolean", "summary flags");
  check(isCount(summary.number), "no hand number");
  check(isShortText(summary.preset) && isShortText(summary.human), "summary names");
  check(Array.isArray(summary.scores) && summary.scores.length <= 8 && summary.scores.every(
    (pair) => Array.isArray(pair) && pair.length === 2 && isShortText(pair[0]) && Number.isSafeInteger(pair[1])),
  "summary scores");
  return {
    game: {
      owner: game.owner, pace: game.pace,
      saved: { preset: saved.preset, seat: saved.seat, level: saved.level, players: saved.players,
        seed: saved.seed, text: saved.text },
      summary: { ...standing, over: summary.over, number: summary.number, preset: summary.preset,
        human: summary.human, scores: summary.scores.map(([label, points]) => [label, points]) },
    },
  };
}

// How a stored summary says whose scores they are and what it counts. A summary stored before the
// engine said so (a flag for the game instead) is read by this table: the one place the stored
// value names a game.
const NAMED_BY = ["seat", "unit"];
const COUNTED = ["round", "hand"];
const BEFORE_STANDING = { true: { named_by: "seat", counted: "round" }, false: { named_by: "unit", counted: "hand" } };

function standingOf(summary) {
  const flag = summary.thirteen;
  const legacy = typeof flag === "boolean" ? BEFORE_STANDING[String(flag)] : null;
  const { named_by, counted } = legacy || summary;
  check(NAMED_BY.includes(named_by) && COUNTED.includes(counted), "summary: whose scores, what it counts");
  return { named_by, counted };
}

/** What the offer says about a game, from its last view: where the engine says it stands. */
function summaryOf(view) {
  const { named_by, counted, number, scores } = view.standing;
  return { named_by, counted, number, scores, over: Boolean(view.game_over), preset: view.preset, human: view.human };
}

const newOwner = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export class PlayKeeper {
  /** `play` is web/tools/play.js's PlayTable: the keeper reads its view and pace, and hands it a
   * restored game (`play.resume`) or the way to a new one (`play.focusSetup`); it changes nothing
   * of the table's own. */
  constructor(play) {
    this.play = play;
    this.page = play.page;
    this.ui = play.ui;
    this.owner = newOwner(); // this tab
    this.session = null; // the engine session whose game this tab keeps
    this.detached = false; // another tab's game replaced this tab's in storage
    this.saving = null; // the save under way (a promise), and whether another is wanted after it
    this.again = false;
    this.claim = false; // the next save takes the kept place even from another tab's game
    this.store = openStore({ key: STORAGE_KEY, version: STORE_VERSION, read: readKept, empty: () => ({ game: null }),
      onProblem: (problem) => this.storageProblem(problem) });
  }

  /** At play.start(): the notices and the offer go above the setup form. */
  start() {
    const root = this.page.root;
    this.offer = el("section", { class: "lp-kept", hidden: true });
    this.elsewhere = el("div", { class: "lp-kept-elsewhere", hidden: true });
    root.prepend(this.page.notices, this.offer, this.elsewhere);
    const { data } = this.store.load();
    this.store.subscribe((stored) => this.otherTab(stored));
    if (!data.game || data.game.summary.over) {
      root.dataset.kept = "none";
      return;
    }
    const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType("navigation")[0]);
    this.showOffer(data.game);
    if (navigation && navigation.type === "back_forward") this.resume(data.game); // Back from a rule link
  }

  /** @param {import("../common/store.js").StoreProblem} problem */
  storageProblem({ kind, backup, saving }) {
    const ui = this.ui;
    if (kind === "not-saved") this.page.notice(ui.kept_not_saved);
    else if (saving === false) this.page.notice(format(ui.kept_left_unsaved, { backup })); // no room for a copy
    else this.page.notice(format(ui.kept_unreadable, { backup }));
  }

  // -- the offer --------------------------------------------------------------------------------
  showOffer(game) {
    const ui = this.ui;
    const { summary } = game;
    const seat = this.page.seatName(summary.human);
    const nameOf = { seat: (label) => this.page.seatName(label), unit: (label) => this.page.unitName(label) }[summary.named_by];
    const scores = summary.scores.map(([label, points]) => format(ui.kept_score, { name: nameOf(label), points })).join(", ");
    const where = format({ round: ui.kept_round, hand: ui.kept_hand }[summary.counted],
      { game: this.page.presetName(summary.preset), n: summary.number, seat });
    this.offerStatus = el("div", { class: "lp-feedback", "aria-live": "polite" });
    const heading = el("h2", { class: "lp-kept-title", id: uniqueId("lp-kept") }, ui.kept_title);
    this.offer.replaceChildren(heading,
      el("p", { class: "lp-kept-where" }, where),
      el("p", { class: "lp-kept-scores" }, format(ui.kept_scores, { scores })),
      el("div", { class: "lp-actions" },
        button(ui.resume_game, () => this.resume(game), { class: "md-button md-button--primary lp-resume", "data-control": "resume" }),
        button(ui.new_game, () => this.decline(), { class: "md-button lp-decline", "data-control": "decline" })),
      this.offerStatus);
    this.offer.setAttribute("aria-labelledby", heading.id);
    this.offer.hidden = false;
    this.page.root.dataset.kept = "offered";
  }

  /** "New game": the setup form below is the way to start one; the kept game stays stored
   * until a new game replaces it. */
  decline(focus = true) {
    this.offer.hidden = true;
    this.page.root.dataset.kept = "declined";
    if (focus) this.play.focusSetup();
  }

  /** Replay the kept game through the engine and show it as it was. */
  async resume(offered) {
    const play = this.play;
    const ui = this.ui;
    const stored = this.store.load().data.game; // another tab may have played on since the offer
    const game = stored && !stored.summary.over ? stored : offered;
    this.page.root.dataset.kept = "restoring";
    if (this.offerStatus) this.offerStatus.replaceChildren(el("p", {}, this.page.ready ? ui.kept_restoring : ui.waiting_for_engine));
    this.offer.querySelectorAll("button").forEach((b) => { b.disabled = true; });
    let view;
    try {
      view = await this.page.call("restore_game", { saved: game.saved });
    } catch (error) {
      this.refused(game, error);
      return;
    }
    this.offer.hidden = true;
    this.offer.replaceChildren();
    this.takeOver();
    play.resume(view, game.pace); // shown, it is saved again as this tab's game
    this.page.root.dataset.kept = "restored";
  }

  /** The engine could not replay the kept game: say why (its rule-coded message), keep the
   * stored value under a backup key, and leave the setup form for a new game. */
  refused(game, error) {
    const backup = this.store.discard(); // with no room for a copy, the value stays and saving stops
    this.offer.hidden = true;
    this.page.root.dataset.kept = "refused";
    const box = this.page.notice(format(this.store.saving ? this.ui.kept_refused : this.ui.kept_left_unsaved, { backup }));
    box.append(this.page.errorView(error));
  }

  // -- saving -----------------------------------------------------------------------------------
  /** After every view play.js shows: store the game (one save at a time, the latest last). */
  shown(view) {
    if (!view || !view.session) return;
    if (view.session !== this.session) { // a game started or resumed here: it is this tab's now
      this.session = view.session;
      this.takeOver();
    }
    if (this.detached) return;
    this.summary = summaryOf(view);
    if (this.saving) {
      this.again = true;
      return;
    }
    this.saving = this.save().finally(() => {
      this.saving = null;
      if (this.again) {
        this.again = false;
        this.shown(this.play.view);
      }
    });
  }

  async save() {
    const session = this.session;
    let saved;
    try {
      saved = await this.page.call("save_game", { game: session });
    } catch {
      return; // the game was dropped meanwhile (a new one started): nothing to keep
    }
    if (session !== this.session || this.detached) return;
    const shownNow = this.page.root.dataset.shown; // every view shown so far is in `saved`
    const game = { owner: this.owner, pace: this.play.paceKey || "normal", saved, summary: this.summary };
    const claim = this.claim;
    const outcome = this.store.update((current) => {
      if (!claim && current.game && current.game.owner !== this.owner) return undefined; // another tab's game
      return { game };
    });
    if (outcome.changed) {
      this.claim = false;
      this.page.root.dataset.saved = shownNow; // for tests: stored up to this redraw
    } else this.replacedElsewhere();
  }

  /** The reader left the game ("Leave this game"): it is not offered again. Only this tab's own
   * game is cleared; another tab's stays kept. */
  forget() {
    const session = this.session;
    this.session = null;
    if (!session || this.detached) return;
    this.store.update((current) => (current.game && current.game.owner === this.owner ? { game: null } : undefined));
    this.page.root.dataset.kept = "left";
  }

  takeOver() {
    this.offer.hidden = true; // a game started or resumed here: the offer of the kept one is answered
    if (this.page.root.dataset.kept === "offered") this.page.root.dataset.kept = "declined";
    this.detached = false;
    this.elsewhere.hidden = true;
    this.elsewhere.replaceChildren();
    this.claim = true; // the next save replaces whatever another tab kept: the reader chose this game
    this.page.root.dataset.keeper = "saving";
  }

  /** Another tab wrote the kept game. */
  otherTab(stored) {
    const game = stored.data.game;
    if (!this.session && this.page.root.dataset.kept === "offered") { // the offer follows the other tab's game
      if (game && !game.summary.over) this.showOffer(game);
      else this.decline(false);
      return;
    }
    if (!this.session || this.detached || this.claim) return;
    if (!game || game.owner === this.owner) return; // cleared (a refused game), or this tab's own
    this.replacedElsewhere();
  }

  replacedElsewhere() {
    if (!this.session || this.detached) return;
    this.detached = true;
    this.page.root.dataset.keeper = "elsewhere";
    this.elsewhere.className = "admonition warning lp-kept-elsewhere";
    this.elsewhere.replaceChildren(el("p", {}, this.ui.kept_elsewhere),
      el("div", { class: "lp-actions" }, button(this.ui.kept_take_back, () => {
        this.takeOver();
        this.shown(this.play.view);
      }, { class: "md-button lp-take-back", "data-control": "take-back" })));
    this.elsewhere.hidden = false;
  }
}
