// Moves in words: "E:5" reads "East bids 5", "2:draw=discard" reads "Player 2 takes the top
// card of the discard pile". Unknown notation is shown as it is written.
import { format } from "./dom.js";

export function describeMove(page, move) {
  const ui = page.ui;
  const [seatLabel, verb] = move.includes(":") ? move.split(/:(.*)/s, 2) : [null, move];
  const seat = seatLabel === null ? "" : page.seatName(seatLabel);
  const card = (code) => page.cards.name(code.toUpperCase());
  let match;
  if (verb === "pass") return format(ui.move_pass, { seat });
  if (verb === "moon") return format(ui.move_moon, { seat });
  if (/^\d+$/.test(verb)) return format(ui.move_bid, { seat, bid: verb });
  if ((match = /^trump=([SHDC])(?:,call=(\w+))?$/i.exec(verb))) {
    const suit = page.data.suit_names[match[1].toUpperCase()];
    return match[2] ? format(ui.move_trump_call, { seat, suit, card: card(match[2]) }) : format(ui.move_trump, { seat, suit });
  }
  if ((match = /^(drop|claim|swap|discard|out)=(\w+)$/i.exec(verb))) {
    return format(ui[`move_${match[1].toLowerCase()}`], { seat, card: card(match[2]) });
  }
  if (["take-rest", "give-rest", "done", "skip", "stop"].includes(verb)) return format(ui[`move_${verb.replace("-", "_")}`], { seat });
  if (verb === "draw=stock") return format(ui.move_draw_stock, { seat });
  if (verb === "draw=discard" || verb === "draw=pile") return format(ui.move_draw_discard, { seat });
  if (verb.startsWith("reshuffle=")) return ui.move_reshuffle;
  if (/^(HJ|LJ|(10|[2-9TJQKA])[SHDC])$/i.test(verb)) return format(ui.move_play, { seat, card: card(verb.replace(/^10/, "T")) });
  return move;
}
