// The card table as both the game and the hand viewer draw it: who holds what, the trick on the
// table, the contract and the scores (Pitch); hands, the discard pile and the stock (Three
// Thirteen). `hands` maps a seat to its cards, or to a number when the cards are hidden.
import { el, format } from "./dom.js";

export function pitchTable(page, view, hands, { you = null } = {}) {
  const ui = page.ui;
  const info = [format(ui.dealer_is, { seat: page.seatName(view.dealer) })];
  if (view.bidder) info.push(format(ui.contract_is, { seat: page.seatName(view.bidder), bid: view.bid === "moon" ? ui.moon : view.bid }));
  if (view.trump) info.push(format(ui.trump_is, { suit: page.data.suit_names[view.trump] }));
  if (view.called) info.push(format(ui.called_is, { card: page.cards.name(view.called) }));
  // Five-handed, points by side stay hidden (null) until the called card shows who the partner is.
  if (view.taken && ((view.bidder && view.phase === "play") || view.phase === "done")) {
    info.push(format(ui.taken_so_far, { bidders: view.taken[0], defenders: view.taken[1] }));
  }
  const scores = Object.entries(view.scores).map(([unit, score]) => `${page.unitName(unit)} ${score}`).join(", ");
  const calls = view.calls.length
    ? el("p", { class: "lp-calls" }, `${ui.bidding}: `, view.calls.map((c) => `${page.seatName(c.seat)} ${c.bid === "pass" ? ui.pass : c.bid === "moon" ? ui.moon : c.bid}`).join(" · "))
    : "";
  return el("div", { class: "lp-table" },
    el("p", { class: "lp-info" }, info.join(" · ")),
    el("p", { class: "lp-scores" }, `${format(ui.scores_before, { scores })}`),
    calls,
    seatRows(page, hands, you, view.to_move),
    trickView(page, view.trick, view.tricks));
}

export function seatRows(page, hands, you, toMove) {
  const ui = page.ui;
  return el("ul", { class: "lp-seats" }, Object.entries(hands).map(([seat, cards]) => {
    const name = seat === you ? format(ui.you_seat, { seat: page.seatName(seat) }) : page.seatName(seat);
    const content = typeof cards === "number" ? format(ui.cards_count, { n: cards }) : cards.length ? page.cards.row(cards) : ui.no_cards;
    return el("li", { class: `lp-seat${seat === you ? " lp-seat--you" : ""}${seat === toMove ? " lp-seat--to-move" : ""}`, "data-seat": seat },
      el("span", { class: "lp-seat-name" }, name, seat === toMove ? ` (${ui.to_move})` : ""), " ", content);
  }));
}

export function trickView(page, trick, tricks) {
  const ui = page.ui;
  const shown = trick.length ? trick : [];
  const last = tricks && tricks.length ? tricks.at(-1) : null;
  return el("div", { class: "lp-trick-area" },
    el("p", { class: "lp-trick" }, `${ui.trick_now}: `, shown.length
      ? shown.map((play) => el("span", { class: "lp-played", "data-seat": play.seat }, `${page.seatName(play.seat)} `, page.cards.card(play.card), " "))
      : ui.trick_empty),
    last ? el("p", { class: "lp-last-trick" }, `${format(ui.last_trick, { seat: page.seatName(last.winner) })}: `,
      last.cards.map((play) => [page.cards.card(play.card), " "])) : "");
}

export function thirteenTable(page, view, hands, { you = null } = {}) {
  const ui = page.ui;
  const info = [format(ui.round_is, { round: view.round, rounds: view.rounds }),
    format(ui.wild_is, { rank: view.wild_rank === "T" ? "10" : view.wild_rank }),
    format(ui.dealer_is, { seat: page.seatName(view.dealer) }),
    format(ui.stock_size, { n: view.stock_size })];
  if (view.went_out) info.push(format(ui.went_out, { seat: page.seatName(view.went_out) }));
  const totals = view.totals.map((total, index) => `${page.seatName(view.seats[index])} ${total}`).join(", ");
  const pile = view.top_discard
    ? el("p", { class: "lp-pile" }, `${ui.discard_pile}: `, page.cards.card(view.top_discard),
      view.discard_pile.length > 1 ? ` ${format(ui.cards_below, { n: view.discard_pile.length - 1 })}` : "")
    : el("p", { class: "lp-pile" }, `${ui.discard_pile}: ${ui.trick_empty}`);
  return el("div", { class: "lp-table" },
    el("p", { class: "lp-info" }, info.join(" · ")),
    el("p", { class: "lp-scores" }, format(ui.totals_are, { scores: totals })),
    seatRows(page, hands, you, view.to_move),
    pile);
}
