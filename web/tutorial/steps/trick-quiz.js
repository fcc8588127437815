// A trick quiz on the card table: the trick is drawn as Play draws one (web/common/table.js: who
// led, who played which card, around the felt, trump named above it), and the learner answers by
// pressing a card of that trick: each card in the middle becomes the button that picks it.
//
//   trickOnTable(page, table, onPick, label) -> { node, options }
//
// page     the widget's page (words, card painter, seat names: what pitchTable asks of a page)
// table    the build's picture of the trick (tutorial/quizzes.py `_trick_winner`): seats, trump,
//          trick (the plays in order, leader first)
// onPick(code, button)  the learner pressed the card `code`
// label    the answer group's name ("Your answer")
// options  a Map card code -> its button, for marking picks right or wrong
import { pitchTable } from "../../common/table.js";

export function trickOnTable(page, table, onPick, label) {
  const view = { seats: table.seats, trump: table.trump, trick: table.trick, phase: "play", to_move: null,
    card_counts: Object.fromEntries(table.seats.map((seat) => [seat, 0])), hands: {}, scores: {} };
  // Nobody is to move and nobody holds cards: the quiz is only about the cards on the felt
  const node = pitchTable(page, view, { turnText: "", summary: false });
  node.classList.add("lp-quiz-table");
  const options = new Map();
  const buttons = [];
  for (const slot of node.querySelectorAll(".lp-trick-card")) {
    const code = slot.querySelector("[data-card]").dataset.card;
    const button = page.cards.button(code, () => {
      buttons.forEach((b) => b.setAttribute("aria-pressed", String(b === button)));
      onPick(code, button);
    }, { "aria-pressed": "false", "data-option": code, "data-seat": slot.dataset.seat });
    slot.querySelector("[data-card]").replaceWith(button);
    options.set(code, button);
    buttons.push(button);
  }
  const cards = node.querySelector(".lp-trick-cards");
  cards.classList.add("lp-picks");
  cards.setAttribute("role", "group");
  cards.setAttribute("aria-label", label);
  return { node, options };
}
