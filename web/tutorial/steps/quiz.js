// Quizzes (`quiz`): which card wins the trick (answered on the table), which cards are trump or left
// over (ticked on the hand), yes/no and one-of choices, a hand's score or the deadwood as a number,
// who wins the game. A wrong answer says which picks are wrong and why, then lets the learner
// retry; the answer shows after a second wrong try, or when asked for. The build (tutorial/
// quizzes.py) holds the answer and the engine's reasons.
//
//   renderQuiz(widget, step, body)
//
// widget: the lesson widget (tutorial.js): its page, card painter (cards), feedback and words (ui),
// say(), explained(), ruleLink(), teamName(), markAnswered(), keepInView(), nextButton. After every
// answer the question, the verdict and Next are kept in sight.
import { el, format } from "../../common/dom.js";
import { trickOnTable } from "./trick-quiz.js"; // a trick quiz answered on the table

const PICK_CARDS = new Set(["is-trump", "leftover"]); // quizzes answered by ticking several cards

export function renderQuiz(widget, step, body) {
  const quiz = step.quiz;
  const state = { tries: 0, over: false, question: null };
  const options = new Map(); // option -> the element that shows it (marked right or wrong)
  const question = el("p", { class: "lp-question" }, quiz.text);
  body.append(question);
  state.question = question;
  // `clues`: for an answer typed as a number, which way it is off (said after a wrong try)
  const check = (picked, right, clues) => {
    answered(picked, right, clues);
    widget.keepInView(question);
    if (state.over) widget.nextButton.focus({ preventScroll: true });
  };
  const answered = (picked, right, clues = []) => {
    if (state.over) {
      // After "The answer" the learner may still pick it: say so, in the right colour
      if (state.revealed && right) {
        picked.forEach((option) => options.get(option)?.classList.add("lp-pick--right"));
        widget.say(widget.ui.correct, "ok");
      }
      return;
    }
    options.forEach((node) => node.classList.remove("lp-pick--wrong"));
    if (right) {
      state.over = true;
      picked.forEach((option) => options.get(option)?.classList.add("lp-pick--right"));
      widget.say(widget.ui.correct, "ok");
      quiz.explain.forEach((rule) => widget.feedback.append(widget.explained(rule)));
      widget.markAnswered(step);
      return;
    }
    state.tries += 1;
    // A yes/no question has nothing left to try: the answer comes at once, with the reason
    if (state.tries >= 2 || quiz.options.length === 2) {
      revealAnswer(widget, step, state, options, picked);
      return;
    }
    wrongPicks(widget, step, state, options, picked, clues);
  };
  const renderers = {
    "trick-winner": () => {
      const drawn = trickOnTable(widget.page, quiz.show.table, (code) => check([code], code === quiz.correct), widget.ui.your_answer);
      drawn.options.forEach((button, code) => options.set(code, button));
      body.append(el("p", { class: "lp-quiz-hint" }, widget.ui.pick_on_table), drawn.node);
    },
    leftover: () => renderers["is-trump"](), // the cards left over: ticked on the hand itself
    "is-trump": () => {
      const boxes = quiz.options.map((code) => {
        const id = `q-${quiz.id}-${code}`;
        const label = el("label", { class: "lp-check", for: id, "data-option": code },
          el("input", { type: "checkbox", value: code, id }), widget.cards.card(code));
        options.set(code, label);
        return label;
      });
      body.append(el("fieldset", { class: "lp-checks" }, el("legend", {}, widget.ui.your_answer), boxes),
        el("button", { type: "button", class: "md-button md-button--primary lp-check-answer", onclick: () => {
          const chosen = boxes.map((b) => b.querySelector("input")).filter((i) => i.checked).map((i) => i.value);
          check(chosen, [...chosen].sort().join() === [...quiz.correct].sort().join());
        } }, widget.ui.check));
    },
    "bid-legal": () => body.append(choices(widget, [["yes", widget.ui.yes], ["no", widget.ui.no]], options,
      (v) => check([v], v === quiz.correct))),
    "all-pass": () => body.append(choices(widget, quiz.options.map((o) => [o, format(widget.ui[`choice_${o.replace(/-/g, "_")}`], quiz.show)]),
      options, (v) => check([v], v === quiz.correct))),
    "hand-score": () => numberQuiz(widget, body, widget.ui.score_question, quiz.correct.score, check,
      [["yes", widget.ui.yes], ["no", widget.ui.no]], quiz.correct.made),
    deadwood: () => numberQuiz(widget, body, widget.ui.deadwood_question, quiz.correct, check),
    "game-winner": () => body.append(choices(widget, quiz.options.map((o) => [o, winnerLabel(widget, o)]),
      options, (v) => check([v], v === quiz.correct))),
  };
  if (quiz.show && quiz.show.cards) body.append(el("p", { class: "lp-quiz-cards" }, widget.cards.row(quiz.show.cards)));
  renderers[quiz.kind]();
}

/** After a first wrong try: the wrong picks marked, each with the engine's reason (or, for a
 * number, which way it is off); a retry. */
function wrongPicks(widget, step, state, options, picked, clues) {
  const quiz = step.quiz;
  const correct = new Set([quiz.correct].flat().map(String));
  const wrong = picked.filter((option) => !correct.has(option));
  const missed = PICK_CARDS.has(quiz.kind) ? [...correct].filter((option) => !picked.includes(option)).length : 0;
  const parts = [];
  if (wrong.length) {
    parts.push(el("p", {}, PICK_CARDS.has(quiz.kind) ? widget.ui.wrong_picks : widget.ui.wrong));
    parts.push(el("ul", { class: "lp-wrong-picks" }, wrong.map((option) => {
      options.get(option)?.classList.add("lp-pick--wrong");
      const reasons = (quiz.why && quiz.why[option]) || [];
      return el("li", { "data-option": option }, optionLabel(widget, quiz, option),
        el("span", { class: "lp-why" }, "✗ ", reasons.map((reason) => [reason.message, " ", widget.ruleLink(reason)])));
    })));
    if (missed) parts.push(el("p", {}, format(widget.ui.missed_some, { n: missed })));
  } else if (missed) {
    parts.push(el("p", {}, format(widget.ui.missed_only, { n: missed })));
  } else {
    parts.push(el("p", {}, widget.ui.wrong), ...clues.map((clue) => el("p", { class: "lp-clue" }, clue)));
  }
  const show = el("button", { type: "button", class: "md-button lp-show-answer",
    onclick: () => {
      revealAnswer(widget, step, state, options);
      widget.keepInView(state.question);
      widget.nextButton.focus({ preventScroll: true });
    } }, widget.ui.show_answer);
  parts.push(el("p", { class: "lp-retry" }, widget.ui.last_try), show);
  widget.feedback.replaceChildren(...parts);
  widget.feedback.className = "lp-feedback lp-feedback--error";
}

/** The answer, marked on the options, with the engine's explanation; then the learner may go on. */
function revealAnswer(widget, step, state, options, picked = []) {
  const quiz = step.quiz;
  state.over = true;
  state.revealed = true;
  options.forEach((node) => node.classList.remove("lp-pick--wrong"));
  picked.forEach((option) => options.get(option)?.classList.add("lp-pick--wrong"));
  [quiz.correct].flat().forEach((option) => options.get(String(option))?.classList.add("lp-pick--right"));
  const parts = picked.length ? [el("p", {}, widget.ui.wrong)] : [];
  parts.push(el("p", {}, el("strong", {}, widget.ui.the_answer), " ", answerText(widget, quiz)));
  quiz.explain.forEach((rule) => parts.push(widget.explained(rule)));
  parts.push(el("p", {}, widget.ui.answer_shown));
  widget.feedback.replaceChildren(...parts);
  widget.feedback.className = "lp-feedback lp-feedback--answer";
  widget.markAnswered(step);
}

function optionLabel(widget, quiz, option) {
  if (quiz.kind === "trick-winner" || PICK_CARDS.has(quiz.kind)) return widget.cards.card(option);
  if (quiz.kind === "bid-legal") return el("strong", {}, widget.ui[option]);
  if (quiz.kind === "all-pass") return el("strong", {}, format(widget.ui[`choice_${option.replace(/-/g, "_")}`], quiz.show));
  if (quiz.kind === "game-winner") return el("strong", {}, winnerLabel(widget, option));
  return option;
}

/** A game-winner quiz's choice: a team by its name, or nobody yet. */
function winnerLabel(widget, option) {
  return option === "none" ? widget.ui.nobody_wins_yet : widget.teamName(option);
}

function answerText(widget, quiz) {
  if (quiz.kind === "trick-winner") return widget.cards.card(quiz.correct);
  if (PICK_CARDS.has(quiz.kind)) return widget.cards.row(quiz.correct);
  if (quiz.kind === "hand-score") return `${widget.ui.score_question}: ${quiz.correct.score} · ${widget.ui.made} ${widget.ui[quiz.correct.made]}`;
  if (quiz.kind === "deadwood") return `${widget.ui.deadwood_question}: ${quiz.correct}`;
  return optionLabel(widget, quiz, quiz.correct);
}

function choices(widget, options, marks, onChoose) {
  const buttons = options.map(([value, label]) => {
    const button = el("button", { type: "button", class: "md-button lp-choice", "data-value": value, "data-option": value,
      "aria-pressed": "false", onclick: () => {
        buttons.forEach((b) => b.setAttribute("aria-pressed", String(b === button)));
        onChoose(value);
      } }, label);
    if (marks) marks.set(value, button);
    return button;
  });
  return el("div", { class: "lp-moves lp-picks", role: "group", "aria-label": widget.ui.your_answer }, buttons);
}

function numberQuiz(widget, body, label, expected, check, madeChoices, expectedMade) {
  const id = `q-${widget.lesson.key}-${widget.stepIndex}`;
  const input = el("input", { type: "number", id, class: "lp-number", inputmode: "numeric" });
  let made = null;
  const parts = [el("label", { for: id }, label), " ", input];
  if (madeChoices) {
    parts.push(el("p", {}, widget.ui.made), choices(widget, madeChoices, null, (value) => { made = value; }));
  }
  parts.push(el("button", { type: "button", class: "md-button md-button--primary lp-check-answer", onclick: () => {
    if (input.value.trim() === "") { // nothing typed (or not a number): not a try yet
      widget.say(widget.ui.number_missing, "info");
      input.focus();
      return;
    }
    const typed = Number(input.value);
    const clues = [];
    if (madeChoices && made !== expectedMade) clues.push(widget.ui.made_look_again);
    if (typed > expected) clues.push(widget.ui.number_lower);
    else if (typed < expected) clues.push(widget.ui.number_higher);
    check([], clues.length === 0, clues);
  } }, widget.ui.check));
  body.append(el("div", { class: "lp-number-quiz" }, parts));
}
