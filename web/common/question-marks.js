// What a question (web/common/question.js) asks of a card table (table.js, thirteen-table.js):
// which hands lie face up, which cards and seats are pressed to answer, and the marks on them
// (pointed at, chosen so far, the answer, a wrong pick). The tables draw and call `face` for a
// card and `seat` for a seat's node; this reads the question's options into sets, makes the
// answers pressable and marks them (web/common/question.css styles the marks).
//
//   questionMarks(question) -> {shown, trick, judged, answers(value), face(cards, code), seat(node, seat)}

/**
 * What a question asks of a card table (web/common/question.js makes it from a drill's scene):
 * `shown` the seats whose hands lie face up (null: every hand the view holds), `trick` "current"
 * or "last" (a finished trick left on the table to be judged), `judged` once the answer is known,
 * `highlight` the cards and seats it points at, `answers` the cards and seats pressed to answer,
 * `onAnswer(value)` one was pressed, `pressed` those chosen so far, `right` and `wrong` the marks
 * of a judged answer; `previous` the scene drawn just before (See it: a card new on the table
 * slides in).
 * @typedef {Object} QuestionOptions
 * @property {Iterable<string> | null} [shown]
 * @property {string} [trick]
 * @property {boolean} [judged]
 * @property {Iterable<string>} [highlight]
 * @property {{cards?: Iterable<string>, seats?: Iterable<string>}} [answers]
 * @property {(value: string) => void} [onAnswer]
 * @property {Iterable<string>} [pressed]
 * @property {Iterable<string>} [right]
 * @property {Iterable<string>} [wrong]
 * @property {import("./contract.mjs").ObservationView | null} [previous]
 * @typedef {ReturnType<typeof questionMarks>} QuestionMarks
 */

/** @param {Iterable<unknown> | null | undefined} values */
function valueSet(values) {
  return new Set([...(values || [])].map(String));
}

/** @param {QuestionOptions} question */
export function questionMarks(question) {
  const highlight = valueSet(question.highlight);
  const right = valueSet(question.right);
  const wrong = valueSet(question.wrong);
  const pressed = valueSet(question.pressed);
  const answers = { cards: valueSet(question.answers && question.answers.cards), seats: valueSet(question.answers && question.answers.seats) };
  const onAnswer = question.onAnswer || (() => {});
  /** @template {Element} E @param {E} node @param {string} value @returns {E} */
  const mark = (node, value) => {
    node.classList.toggle("lp-marked", highlight.has(value));
    node.classList.toggle("lp-pick--right", right.has(value));
    node.classList.toggle("lp-pick--wrong", wrong.has(value));
    return node;
  };
  return {
    trick: question.trick || "current",
    judged: Boolean(question.judged),
    shown: question.shown ? valueSet(question.shown) : null, // null: every hand the view holds

    /** Whether pressing `value` (a card, a seat) answers the question.
     * @param {string} value */
    answers(value) {
      return answers.cards.has(String(value)) || answers.seats.has(String(value));
    },

    /** A card's face (`cards`: the page's CardPainter): a button when it answers the question.
     * @param {import("./cards.js").CardPainter} cards @param {string} code */
    face(cards, code) {
      if (!answers.cards.has(code)) return mark(cards.card(code), code);
      return mark(cards.button(code, () => onAnswer(code), { "data-answer": code, "aria-pressed": String(pressed.has(code)) }), code);
    },

    /** A seat's node (its place, the card it played): pressed to answer "who?" when it does.
     * @template {HTMLElement} N @param {N} node @param {string} seat @returns {N} */
    seat(node, seat) {
      if (answers.seats.has(seat)) {
        node.classList.add("lp-answer-seat");
        node.dataset.answer = seat;
        node.setAttribute("role", "button");
        node.setAttribute("tabindex", "0");
        node.setAttribute("aria-pressed", String(pressed.has(seat)));
        node.addEventListener("click", () => onAnswer(seat));
        node.addEventListener("keydown", (event) => {
          if (event.key !== "Enter" && event.key !== " ") return;
          event.preventDefault();
          onAnswer(seat);
        });
      }
      return mark(node, seat);
    },
  };
}
