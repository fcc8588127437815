// One question, drawn and checked the same way wherever it is asked: a practice drill
// (web/practice/practice.js, judged by the engine in its worker) and a lesson's quiz
// (web/tutorial/tutorial.js, judged on the page from the lesson's data, exactly as the engine's
// Drill.check judges). Every question is a drill as the engine gives it (pitch_core/drills/model.py,
// Drill.to_dict): the game's name above it, its scene on that game's card table (table.js for
// Pitch, thirteen-table.js for Three Thirteen, from the engine's own observation, as Play draws
// one), the question, the answer controls of its kind (ANSWER_KINDS: one entry per kind of
// model.py KINDS), the verdict with the answer and why a pick is wrong, the explanation with the
// rules' links, and "See it": the drill's steps on the same table, one move at a time.
//
//   askQuestion(page, drill, options) -> Question (its element is `question.node`)
//
// page     what a page of the site gives the card tables (web/common/table.js) and `explanation(code,
//          message, cited)` (web/tools/page.js): a paragraph with the rule's link
// drill    Drill.to_dict(lang): rule, game, preset, game_name, kind, scene {view, shown, highlight,
//          trick}, question, choices [{value, label}], why {value: text}, steps [{scene, says,
//          cited}], record; a lesson's also carries its answer, explanation and cited
// options  {
//   judge(given)  -> Promise<{correct, answer, explanation, cited}>: the verdict on `given` (the
//                 value as Drill.check takes it; null: show the answer without counting it)
//   tries         wrong tries before the answer is shown (practice 1, a lesson 2); a yes/no
//                 question shows it at the first, there being nothing left to try
//   heading       a node put between the game's name and the table (practice: the rule)
//   next          {label, onNext}: a Next button (a lesson has its own)
//   words         {shown}: what is said when the answer is shown unasked
//   onVerdict(verdict, given)  a try was judged (given null: the answer was shown unasked)
//   onState(state)  the question's state changed: asking, checking, retry, right, wrong, shown
//   keepInView(top, must)  after an answer or a step: keep `top` and the nodes in `must` in sight
//                 (a lesson's widget.keepInView); default: the feedback scrolls into view
//   wayOn()       the control to focus once the question is over (a lesson's Next); default its own Next
// }
//
// Nothing here decides a rule: the answer, the explanation and each step's events come from the
// engine. Everything is built with el() (text nodes only), never from HTML.
import { isCardCode } from "./card-code.js"; // the one reader of card notation
import { append, el, format } from "./dom.js";
import { pitchTable } from "./table.js";
import { thirteenTable } from "./thirteen-table.js";

/**
 * @typedef {import("./contract.mjs").DrillView} DrillView
 * @typedef {import("./contract.mjs").SceneView} SceneView
 * @typedef {import("./contract.mjs").ChoiceView} ChoiceView
 * @typedef {import("./contract.mjs").PitchView} PitchView
 * @typedef {import("./contract.mjs").ThirteenView} ThirteenView
 * @typedef {import("./dom.js").Child} Child
 * @typedef {import("./question-marks.js").QuestionOptions} Marks
 *
 * A page that asks questions: what the card tables take, with a rule's link and, where the page
 * has one, an engine error as a paragraph (web/tools/page.js).
 * @typedef {import("./table.js").TablePage & QuestionPageExtras} QuestionPage
 * @typedef {{ruleLink: (rule: string) => HTMLElement | null, errorView?: (error: unknown) => HTMLElement}} QuestionPageExtras
 *
 * A drill the page can draw: one with its scene (every maker's, once the transitional `position` goes).
 * @typedef {DrillView & {scene: SceneView}} SceneDrill
 * @typedef {DrillView["answer"]} Answer the engine's answer: a value, a list of values, a whole number
 * @typedef {string | number | string[]} Given what the reader gives: a value pressed or typed, or a list
 * @typedef {{correct: boolean, answer: Answer, explanation: string, cited?: string[],
 *   why?: DrillView["why"], steps?: DrillView["steps"], record?: DrillView["record"]}} Verdict
 *   practice's verdict brings what says the answer (See it's steps, why a pick is wrong); a
 *   lesson's drill holds them from the start
 *
 * askQuestion's options (the header above says each).
 * @typedef {Object} AskOptions
 * @property {(given: Given | null) => Promise<Verdict>} judge
 * @property {number} [tries]
 * @property {Child} [heading]
 * @property {{label: string, onNext: () => void}} [next]
 * @property {{shown?: string}} [words]
 * @property {(verdict: Verdict, given: Given | null) => void} [onVerdict]
 * @property {(state: string) => void} [onState]
 * @property {(top: HTMLElement, must: Array<HTMLElement | null | undefined>) => void} [keepInView]
 * @property {() => HTMLElement | null} [wayOn]
 *
 * An answer kind (below).
 * @typedef {Object} AnswerKind
 * @property {string | null} hint
 * @property {"answer" | "toggle" | "append"} press
 * @property {"cards" | "seats" | null} onTable
 * @property {(q: Question) => Child} controls
 * @property {(q: Question) => Given | null} given
 * @property {(given: unknown, answer: Answer) => boolean} same
 * @property {(q: Question, answer: Answer) => Child} words
 */

// -- the answer kinds ------------------------------------------------------------------------------
// Each kind: `press` (what pressing a value does: answer at once, toggle it, or add it to an order),
// `controls(q)` (the nodes below the table besides the values' own buttons), `given(q)` (the value
// Check sends, null while incomplete), `same(given, answer)` (Drill.check for this kind), `words(q,
// answer)` (how the answer is said), `hint` (the word key of the line saying how to answer).
// As Drill.check judges what the page sends: one value as text, a list as a list, a whole number
// written in digits (a sign and spaces allowed)
/** @param {unknown} value @returns {value is string | number} */
const scalar = (value) => typeof value === "string" || typeof value === "number";
/** @param {unknown[]} values */
const sortedStrings = (values) => values.map(String).sort();
/** @param {unknown[]} a @param {unknown[]} b */
const sameList = (a, b) => a.length === b.length && a.every((value, i) => value === b[i]);
/** @param {unknown} given @param {Answer} answer */
const oneValue = (given, answer) => scalar(given) && String(given) === String(answer);
/** The answer as a list (a list kind's answer is one already). @param {Answer} answer */
const listed = (answer) => [answer].flat();

/** @type {Object<string, AnswerKind>} */
export const ANSWER_KINDS = {
  card: {
    hint: "question_pick_card", press: "answer", onTable: "cards", controls: () => [], given: () => null,
    same: oneValue, words: (q, answer) => q.valueWords(listed(answer)),
  },
  cards: {
    hint: "question_pick_cards", press: "toggle", onTable: "cards", controls: () => [],
    given: (q) => [...q.picked].sort(),
    same: (given, answer) => Array.isArray(given) && sameList(sortedStrings(given), sortedStrings(listed(answer))),
    words: (q, answer) => q.valueWords(listed(answer)),
  },
  seat: {
    hint: "question_pick_seat", press: "answer", onTable: "seats", controls: (q) => q.valueButtons(), given: () => null,
    same: oneValue, words: (q, answer) => q.valueWords(listed(answer)),
  },
  number: {
    hint: "question_pick_number", press: "answer", onTable: null, controls: (q) => q.numberBox(),
    given: (q) => (q.number && q.number.value.trim() !== "" ? q.number.value.trim() : null),
    same: (given, answer) => scalar(given) && /^\s*[+-]?\d+\s*$/.test(String(given)) && Number.parseInt(String(given), 10) === answer,
    words: (q, answer) => String(answer),
  },
  choice: {
    hint: null, press: "answer", onTable: null, controls: (q) => q.valueButtons(), given: () => null,
    same: oneValue, words: (q, answer) => q.valueWords(listed(answer)),
  },
  order: {
    hint: "question_pick_order", press: "append", onTable: "cards", controls: (q) => q.orderSoFar(),
    given: (q) => (q.order.length === q.drill.choices.length ? [...q.order] : null),
    same: (given, answer) => Array.isArray(given) && sameList(given.map(String), listed(answer).map(String)),
    words: (q, answer) => q.valueWords(listed(answer)),
  },
};

// -- the scene on its game's table -----------------------------------------------------------------
/** The game picks its table; `marks` is the question's part of it (web/common/question-marks.js).
 * @type {Object<string, (page: QuestionPage, scene: SceneView, marks: Marks, still: boolean) => HTMLElement>} */
const TABLES = {
  pitch: (page, scene, marks, still) => pitchTable(page, /** @type {PitchView} */ (scene.view), { you: null, bottom: bottomSeat(scene),
    summary: !still, question: marks, previous: /** @type {PitchView | null | undefined} */ (marks.previous) }),
  "three-thirteen": (page, scene, marks) => thirteenTable(page, /** @type {ThirteenView} */ (scene.view), { you: scene.view.seat || undefined,
    open: !scene.view.seat, question: marks }),
};

/** The seat drawn at the bottom: the seat whose view it is, else the first hand shown face up.
 * @param {SceneView} scene */
function bottomSeat(scene) {
  if (scene.view.seat) return scene.view.seat;
  return scene.shown && scene.shown.length ? scene.shown[0] : undefined;
}

/** @param {QuestionPage} page @param {string} game @param {SceneView} scene @param {Marks} marks @param {boolean} [still] */
function drawScene(page, game, scene, marks, still = true) {
  const draw = Object.hasOwn(TABLES, game) ? TABLES[game] : TABLES.pitch;
  return draw(page, scene, { shown: scene.shown, trick: scene.trick, highlight: scene.highlight, ...marks }, still);
}

/** A data attribute of the focused element, when it lies inside `box` (a redraw puts the focus back).
 * @param {Node} box @param {string} key */
function focusedData(box, key) {
  const active = document.activeElement;
  return active instanceof HTMLElement && box.contains(active) ? active.dataset[key] : undefined;
}

function reducedMotion() {
  return matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The game's name, above every question: each question is asked under that game's rules.
 * @param {{ui: Object<string, string>}} page @param {string} name */
export function gameLine(page, name) {
  return el("p", { class: "lp-question-game" }, format(page.ui.question_game, { game: name }));
}

/** @param {QuestionPage} page @param {SceneDrill} drill @param {AskOptions} options */
export function askQuestion(page, drill, options) {
  return new Question(page, drill, options);
}

/** Drill.check on the page, for a question whose answer came with it (a lesson's).
 * @param {{kind: string, answer: Answer}} drill @param {unknown} given */
export function sameAnswer(drill, given) {
  return given !== null && given !== undefined && ANSWER_KINDS[drill.kind].same(given, drill.answer);
}

class Question {
  /** @param {QuestionPage} page @param {SceneDrill} drill @param {AskOptions} options */
  constructor(page, drill, options) {
    this.page = page;
    this.ui = page.ui;
    this.drill = drill;
    this.kind = ANSWER_KINDS[drill.kind];
    this.options = { tries: 1, words: {}, ...options };
    /** @type {Set<string>} */
    this.picked = new Set(); // cards (kind "cards")
    /** @type {string[]} */
    this.order = []; // cards in the order pressed (kind "order")
    this.tries = 0;
    /** @type {Verdict | null} */
    this.verdict = null; // the last verdict
    this.over = false; // right, or the answer shown
    this.revealed = false; // the answer is shown (a right pick after it is still acknowledged)
    /** @type {{right: string[], wrong: string[]}} */
    this.marks = { right: [], wrong: [] };
    this.stepAt = -1; // See it: the step shown (-1: the question's own scene)
    this.busy = false; // a verdict is awaited
    /** @type {Set<string | undefined>} the values pressed on the table itself */
    this.onTable = new Set();
    /** @type {HTMLInputElement | undefined} */
    this.number = undefined; // kind "number": the box, made once
    /** @type {HTMLButtonElement | undefined} */
    this.undoButton = undefined; // kind "order"
    /** @type {HTMLButtonElement | undefined} */
    this.stepNext = undefined; // See it's Next step
    // What build() makes (the elements of the question), declared here with their types:
    /** @type {HTMLElement} */ this.node;
    /** @type {HTMLDivElement} */ this.sceneBox;
    /** @type {HTMLDivElement} */ this.seeItBox;
    /** @type {HTMLParagraphElement} */ this.text;
    /** @type {HTMLDivElement} */ this.controls;
    /** @type {HTMLDivElement} */ this.feedback;
    /** @type {HTMLButtonElement | null} */ this.checkButton;
    /** @type {HTMLButtonElement | null} */ this.seeItButton;
    /** @type {HTMLButtonElement | null} */ this.nextButton;
    /** @type {HTMLParagraphElement | null} */ this.hint;
    this.build();
  }

  // -- drawing ---------------------------------------------------------------------------------------
  build() {
    const { drill, ui, options } = this;
    this.sceneBox = el("div", { class: "lp-question-scene", "data-game": drill.game, "data-preset": drill.preset });
    this.seeItBox = el("div", { class: "lp-see-it", hidden: true });
    this.text = el("p", { class: "lp-question-text", "data-kind": drill.kind }, drill.question);
    this.controls = el("div", { class: "lp-question-controls" });
    this.feedback = el("div", { class: "lp-question-feedback", role: "status", "aria-live": "polite" });
    this.checkButton = this.needsCheck() ? el("button", { type: "button", class: "md-button md-button--primary lp-question-check",
      "data-control": "check", onclick: () => this.checkGiven() }, ui.question_check) : null;
    this.seeItButton = (drill.steps && drill.steps.length) || drill.see_it ? el("button", { type: "button", class: "md-button lp-question-see-it",
      "data-control": "see-it", "aria-expanded": "false", onclick: () => this.toggleSeeIt() }, ui.question_see_it) : null;
    const next = options.next;
    this.nextButton = next ? el("button", { type: "button", class: "md-button", "data-control": "next",
      onclick: () => next.onNext() }, next.label) : null;
    this.hint = this.kind.hint ? el("p", { class: "lp-question-hint" }, ui[this.kind.hint]) : null;
    // the question, then the table it is answered on, the answer's controls and the verdict: what
    // was pressed, the verdict and the way on stay together on a phone's screen
    this.node = el("section", { class: "lp-question", "data-kind": drill.kind, "data-game": drill.game,
      "data-rule": drill.rule, "data-state": "asking" },
    gameLine(this.page, drill.game_name), options.heading || "", this.text, this.hint || "", this.sceneBox, this.seeItBox,
    this.controls, el("div", { class: "lp-question-buttons" }, this.checkButton || "", this.seeItButton || "", this.nextButton || ""),
    this.feedback);
    this.draw();
  }

  needsCheck() {
    return this.kind.press !== "answer" || this.drill.kind === "number";
  }

  /** The table and the controls, as the question stands; the focus stays on the value it was on. */
  draw() {
    const focused = focusedData(this.node, "answer");
    if (this.stepAt < 0) {
      this.sceneBox.replaceChildren(this.table());
      const answers = /** @type {NodeListOf<HTMLElement>} */ (this.sceneBox.querySelectorAll("[data-answer]"));
      this.onTable = new Set([...answers].map((node) => node.dataset.answer));
    }
    this.controls.replaceChildren();
    append(this.controls, [this.kind.controls(this), this.valuesOffTable()]);
    if (focused !== undefined) {
      const again = /** @type {HTMLElement | null} */ (this.node.querySelector(`[data-answer="${CSS.escape(focused)}"]`));
      if (again) again.focus({ preventScroll: true });
    }
  }

  table() {
    const { drill } = this;
    const on = this.kind.onTable;
    const values = drill.choices.map((choice) => choice.value);
    /** @type {Marks} */
    const marks = { judged: this.over, right: this.marks.right, wrong: this.marks.wrong,
      pressed: this.kind.press === "append" ? this.order : [...this.picked],
      answers: { cards: on === "cards" ? values.filter(isCardCode) : [], seats: on === "seats" ? values : [] },
      onAnswer: (value) => this.press(value) };
    return drawScene(this.page, drill.game, drill.scene, marks);
  }

  /** The card painter for this question's table (the jokers drawn alike where they look alike). */
  cards() {
    const cards = this.page.cards;
    return cards.forView ? cards.forView(/** @type {{jokers_alike?: boolean, printed_jokers?: boolean}} */ (this.drill.scene.view)) : cards;
  }

  /** Values the kind presses on the table but the table does not show: buttons below it. */
  valuesOffTable() {
    if (this.kind.onTable !== "cards") return [];
    const missing = this.drill.choices.filter((choice) => !this.onTable.has(choice.value));
    if (!missing.length) return [];
    return el("div", { class: "lp-question-values", role: "group", "aria-label": this.ui.question_your_answer },
      missing.map((choice) => this.valueButton(choice)));
  }

  /** Every choice as a button below the table: a seat by its name, a choice by its label. */
  valueButtons() {
    return el("div", { class: "lp-question-values", role: "group", "aria-label": this.ui.question_your_answer },
      this.drill.choices.map((choice) => this.valueButton(choice)));
  }

  /** @param {ChoiceView} choice */
  valueButton(choice) {
    const value = choice.value;
    const pressed = this.kind.press === "answer" ? null : String(this.picked.has(value) || this.order.includes(value));
    if (!choice.label && isCardCode(value)) {
      return this.markValue(this.cards().button(value, () => this.press(value), { "data-answer": value, "aria-pressed": pressed }), value);
    }
    return this.markValue(el("button", { type: "button", class: "md-button lp-question-value", "data-answer": value,
      "aria-pressed": pressed, onclick: () => this.press(value) }, this.label(value)), value);
  }

  /** @template {Element} N @param {N} node @param {string} value @returns {N} */
  markValue(node, value) {
    node.classList.toggle("lp-pick--right", this.marks.right.includes(value));
    node.classList.toggle("lp-pick--wrong", this.marks.wrong.includes(value));
    return node;
  }

  numberBox() {
    if (!this.number) {
      this.number = el("input", { type: "number", inputmode: "numeric", step: "1", class: "lp-question-number",
        "aria-label": this.ui.question_your_answer, onkeydown: (event) => { if (event.key === "Enter") this.checkGiven(); } });
    }
    return el("label", { class: "lp-field lp-question-number-field" }, `${this.ui.question_your_answer} `, this.number);
  }

  /** The order so far, with a button taking back the last card pressed. */
  orderSoFar() {
    const { ui } = this;
    this.undoButton = el("button", { type: "button", class: "md-button lp-question-undo", "data-control": "undo",
      disabled: !this.order.length || this.over, onclick: () => this.takeBack() }, ui.question_undo);
    return el("div", { class: "lp-question-order" },
      el("p", { class: "lp-question-order-title" }, ui.question_order_so_far, " ",
        this.order.length ? el("span", { class: "lp-question-order-cards" }, this.cards().row(this.order)) : ui.question_none),
      this.undoButton);
  }

  /** A value in words: its label, else a card's name or a seat's.
   * @param {string} value */
  label(value) {
    const choice = this.drill.choices.find((c) => c.value === value);
    if (choice && choice.label) return choice.label;
    return isCardCode(value) ? this.cards().name(value) : this.page.seatName(value);
  }

  /** Values said: cards as their faces (each named for a screen reader), others in words.
   * @param {Array<string | number>} values @returns {Child} */
  valueWords(values) {
    if (!values.length) return this.ui.question_none;
    const choices = new Map(this.drill.choices.map((c) => [c.value, c]));
    const said = values.map(String);
    if (said.every((value) => isCardCode(value) && !choices.get(value)?.label)) return this.cards().row(said);
    return said.map((value) => this.label(value)).join(", ");
  }

  // -- answering ------------------------------------------------------------------------------------
  /** @param {string} value */
  press(value) {
    if (this.over) {
      if (this.revealed) this.acknowledge(value);
      return;
    }
    if (this.kind.press === "answer") {
      this.submit(value);
      return;
    }
    if (this.kind.press === "toggle") {
      if (this.picked.has(value)) this.picked.delete(value);
      else this.picked.add(value);
    } else if (!this.order.includes(value)) {
      this.order.push(value);
    }
    this.clearWrongMarks();
    this.draw();
  }

  takeBack() {
    this.order.pop();
    this.draw();
    if (this.node.contains(document.activeElement)) return; // the focus was on no card: Undo keeps it
    if (this.undoButton && !this.undoButton.disabled) this.undoButton.focus();
  }

  clearWrongMarks() {
    this.marks.wrong = [];
  }

  /** Check: the value the kind gives, or a word on what is still missing. */
  checkGiven() {
    if (this.over) {
      const given = this.kind.given(this);
      if (this.revealed && given) this.acknowledge(given);
      return;
    }
    const given = this.kind.given(this);
    if (given === null) {
      this.say([el("p", {}, this.drill.kind === "number" ? this.ui.question_number_missing : this.ui.question_order_incomplete)], "info");
      if (this.number) this.number.focus();
      return;
    }
    this.submit(given);
  }

  /** After the answer was shown, the reader may still give it: say it is right, in its colour.
   * @param {Given} given */
  acknowledge(given) {
    const answer = this.verdict ? this.verdict.answer : undefined;
    if (answer === undefined || !this.kind.same(given, answer)) return;
    this.marks.right = [...new Set([...this.marks.right, ...[given].flat().map(String)])];
    this.draw();
    this.feedback.prepend(el("p", { class: "lp-question-verdict lp-question-verdict--right" }, this.ui.question_right));
  }

  /** Judge `given` (null: show the answer unasked). `quiet`: on opening the page (a "#show=" link),
   * neither scroll nor move the focus.
   * @param {Given | null} given @param {{quiet?: boolean}} [options] */
  async submit(given, { quiet = false } = {}) {
    if (this.busy) return;
    this.busy = true;
    this.setState("checking");
    let verdict;
    try {
      verdict = await this.options.judge(given);
    } catch (error) {
      this.busy = false;
      this.setState("asking");
      this.say([this.page.errorView ? this.page.errorView(error) : el("p", {}, String(error instanceof Error ? error.message : error))], "error");
      return;
    }
    this.busy = false;
    this.verdict = verdict;
    if (verdict.steps) this.drill.steps = verdict.steps; // said with the verdict (practice)
    if (verdict.why) this.drill.why = verdict.why;
    if (given === null) this.reveal(verdict, null);
    else this.judged(verdict, given);
    if (this.options.onVerdict) this.options.onVerdict(verdict, given);
    if (!quiet) this.afterAnswer();
  }

  /** @param {Verdict} verdict @param {Given} given */
  judged(verdict, given) {
    this.tries += 1;
    const picks = [given].flat().map(String);
    if (verdict.correct) {
      this.over = true;
      this.marks = { right: picks, wrong: [] };
      this.draw();
      this.say([el("p", { class: "lp-question-verdict lp-question-verdict--right" }, this.ui.question_right),
        this.explanation(verdict)], "right");
      this.setState("right");
      return;
    }
    const yesNo = this.drill.kind === "choice" && this.drill.choices.length === 2;
    if (this.tries >= this.options.tries || yesNo) this.reveal(verdict, given);
    else this.retry(verdict, given);
  }

  /** A wrong try with a try left: the wrong picks marked, each with why; a way to see the answer.
   * @param {Verdict} verdict @param {Given} given */
  retry(verdict, given) {
    const { ui } = this;
    const answer = [verdict.answer].flat().map(String);
    const picks = [given].flat().map(String);
    const wrong = picks.filter((value) => !answer.includes(value));
    const missing = Array.isArray(given) ? answer.filter((value) => !picks.includes(value)).length : 0;
    this.marks = { right: [], wrong };
    this.draw();
    const parts = [];
    if (this.kind.press === "toggle" && wrong.length) {
      parts.push(el("p", { class: "lp-question-verdict lp-question-verdict--wrong" }, ui.question_wrong_picks),
        this.wrongPicks(wrong));
      if (missing) parts.push(el("p", {}, format(ui.question_missed_some, { n: missing })));
    } else if (this.kind.press === "toggle" && missing) {
      parts.push(el("p", { class: "lp-question-verdict lp-question-verdict--wrong" }, format(ui.question_missed_only, { n: missing })));
    } else {
      parts.push(el("p", { class: "lp-question-verdict lp-question-verdict--wrong" }, ui.question_wrong), ...this.why(given));
      if (this.drill.kind === "number") parts.push(el("p", { class: "lp-question-clue" },
        Number(given) > Number(verdict.answer) ? ui.question_number_lower : ui.question_number_higher));
    }
    const show = el("button", { type: "button", class: "md-button lp-question-show-answer", "data-control": "show-answer",
      onclick: () => this.submit(null) }, ui.question_show_answer);
    parts.push(el("p", { class: "lp-question-retry" }, ui.question_last_try), show);
    this.say(parts, "retry");
    this.setState("retry");
  }

  /** The answer, marked on the table and said, with why the pick was wrong and the explanation.
   * @param {Verdict} verdict @param {Given | null} given */
  reveal(verdict, given) {
    const { ui } = this;
    this.over = true;
    this.revealed = true;
    const picks = given === null ? [] : [given].flat().map(String);
    const answer = [verdict.answer].flat().map(String);
    this.marks = { right: answer, wrong: picks.filter((value) => !answer.includes(value)) };
    this.draw();
    /** @type {HTMLElement[]} */
    const parts = given === null
      ? [el("p", { class: "lp-question-shown" }, this.options.words.shown || "")]
      : [el("p", { class: "lp-question-verdict lp-question-verdict--wrong" }, ui.question_wrong), ...this.why(given)];
    parts.push(el("p", { class: "lp-question-answer" }, el("strong", {}, ui.question_the_answer), " ",
      this.kind.words(this, verdict.answer)));
    parts.push(this.explanation(verdict));
    this.say(parts, given === null ? "shown" : "wrong");
    this.setState(given === null ? "shown" : "wrong");
  }

  /** Why each wrong pick is wrong, from the drill (`why`), for the picks it has a reason for.
   * @param {Given} given */
  why(given) {
    const why = this.drill.why || {};
    return [given].flat().map(String).filter((value) => Object.hasOwn(why, value))
      .map((value) => el("p", { class: "lp-question-why", "data-answer": value }, why[value]));
  }

  /** @param {string[]} wrong */
  wrongPicks(wrong) {
    const why = this.drill.why || {};
    return el("ul", { class: "lp-question-wrong-picks" }, wrong.map((value) => el("li", { "data-answer": value },
      el("span", { class: "lp-question-wrong-value" }, this.valueWords([value])),
      Object.hasOwn(why, value) ? el("span", { class: "lp-question-why" }, why[value]) : "")));
  }

  /** The engine's explanation, linked to the rule it cites first and to each other rule it cites.
   * @param {Verdict} verdict */
  explanation(verdict) {
    const cited = [...new Set(verdict.cited || [])];
    const linked = cited.filter((id) => this.page.ruleLink(id));
    const paragraph = this.page.explanation(this.drill.rule, verdict.explanation, linked[0] || this.drill.rule);
    for (const id of linked.slice(1)) {
      const link = this.page.ruleLink(id);
      if (link) paragraph.append(" ", link);
    }
    return paragraph;
  }

  /** @param {Array<Node | string>} parts @param {string} tone */
  say(parts, tone) {
    this.feedback.replaceChildren(...parts);
    this.feedback.dataset.tone = tone;
  }

  /** @param {string} state */
  setState(state) {
    this.node.dataset.state = state;
    if (this.checkButton) this.checkButton.disabled = this.over || state === "checking";
    if (this.hint) this.hint.hidden = this.over; // how to answer, while there is an answer to give
    if (this.options.onState) this.options.onState(state);
  }

  /** After an answer: the question, the verdict and the way on in sight; once over, focus goes on. */
  afterAnswer() {
    const way = this.options.wayOn ? this.options.wayOn() : this.nextButton;
    this.keepInView(this.text, [this.feedback, way]);
    if (this.over && way && !this.node.querySelector(".lp-see-it:not([hidden])")) way.focus({ preventScroll: true });
  }

  /** @param {HTMLElement} top @param {Array<HTMLElement | null | undefined>} must */
  keepInView(top, must) {
    if (this.options.keepInView) {
      this.options.keepInView(top, must);
      return;
    }
    must[0]?.scrollIntoView({ block: "nearest", behavior: reducedMotion() ? "instant" : "smooth" });
  }

  /** Show the answer without counting it; `quiet`: as the page opens (practice's "#show=" link).
   * @param {{quiet?: boolean}} [options] */
  showAnswer({ quiet = false } = {}) {
    if (!this.over) return this.submit(null, { quiet });
    return Promise.resolve();
  }

  // -- See it: the steps on the same table --------------------------------------------------------
  /** Open (or close) the steps; opening shows the answer first, if it is not shown yet. */
  async toggleSeeIt() {
    if (this.stepAt >= 0) {
      this.closeSeeIt();
      return;
    }
    await this.seeIt();
  }

  /** Show the answer, then its steps from the first (`quiet`: as the page opens).
   * @param {{quiet?: boolean}} [options] */
  async seeIt({ quiet = false } = {}) {
    if (!this.over) await this.showAnswer({ quiet }); // practice's steps come with the verdict
    if (!this.drill.steps || !this.drill.steps.length) return undefined;
    this.step(0, { quiet });
    this.seeItButton?.setAttribute("aria-expanded", "true");
    if (this.seeItButton) this.seeItButton.textContent = this.ui.question_see_it_close;
    if (!quiet) this.stepNext?.focus({ preventScroll: true });
    return undefined;
  }

  closeSeeIt() {
    this.stepAt = -1;
    this.seeItBox.hidden = true;
    this.seeItBox.replaceChildren();
    this.node.dataset.seeIt = "closed";
    this.seeItButton?.setAttribute("aria-expanded", "false");
    if (this.seeItButton) this.seeItButton.textContent = this.ui.question_see_it;
    this.draw();
  }

  /** Step `index` of See it on the table, what happened beneath it, Back and Next step.
   * @param {number} index @param {{quiet?: boolean}} [options] */
  step(index, { quiet = false } = {}) {
    const { ui, page, drill } = this;
    const pressed = focusedData(this.seeItBox, "control");
    const steps = drill.steps;
    const previous = this.stepAt >= 0 && index === this.stepAt + 1 && !reducedMotion() ? steps[this.stepAt].scene.view : null;
    this.stepAt = index;
    const current = steps[index];
    this.sceneBox.replaceChildren(drawScene(page, drill.game, current.scene, { judged: true, previous }, false));
    const back = el("button", { type: "button", class: "md-button lp-see-it-back", "data-control": "step-back",
      disabled: index === 0, onclick: () => this.step(index - 1) }, ui.question_step_back);
    const forward = el("button", { type: "button", class: "md-button md-button--primary lp-see-it-next", "data-control": "step-next",
      disabled: index === steps.length - 1, onclick: () => this.step(index + 1) }, ui.question_step_next);
    this.stepNext = forward;
    const says = current.says.map((text, i) => page.explanation(current.cited[i] || drill.rule, text, current.cited[i]));
    this.seeItBox.replaceChildren(
      el("p", { class: "lp-see-it-counter" }, format(ui.question_step_of, { n: index + 1, total: steps.length })),
      el("div", { class: "lp-see-it-says", "aria-live": "polite" }, says),
      el("div", { class: "lp-see-it-controls" }, back, forward));
    this.seeItBox.hidden = false;
    this.node.dataset.seeIt = "open";
    this.node.dataset.step = String(index);
    // the focus stays on the button pressed, or goes to the other once that one can go no further
    if (pressed === "step-back") (back.disabled ? forward : back).focus({ preventScroll: true });
    else if (pressed === "step-next") (forward.disabled ? back : forward).focus({ preventScroll: true });
    if (!quiet) this.keepInView(this.sceneBox, [this.seeItBox]);
  }
}
