// A whole hand against the engine's own bots (`free-play`), on Play's table.
//
//   renderFreePlay(widget, step, body)
//
// widget: the lesson widget (tutorial.js): its engine link, words (ui), say(), drawTable(),
// tableFocus(), keepInView() (the trick and the hand in sight after every move).
import { el } from "../../common/dom.js";

/** A whole hand against the engine's own bots (Play's table, webapi.new_game): the learner
 * plays his seat, the bots the others, every move checked by the engine. */
export function renderFreePlay(widget, step, body) {
  const area = el("div", { class: "lp-free-play" }, el("p", {}, widget.ui.play_hint));
  body.append(area);
  let game = null;
  const deal = async () => {
    if (!widget.engine.ready) {
      widget.say(widget.ui.engine_loading, "info");
      return;
    }
    if (game) widget.engine.call("drop", { session: game }).catch(() => {});
    let view = await widget.engine.call("new_game", { preset: step.preset, seat: step.seat, seed: Date.now() % 100000 });
    game = view.session;
    let busy = false; // one move at a time: a second press while the bots play is ignored
    const play = async () => {
      while (!view.hand_over && view.to_move !== step.seat) view = await widget.engine.call("bot_move", { game });
      const moves = view.hand_over ? null : view.legal.map((move) => ({ ...move, ok: true, wanted: true }));
      const table = widget.drawTable(view, step.seat, { moves,
        onMove: async (choice) => {
          if (busy) return;
          busy = true;
          try {
            view = await widget.engine.call("game_act", { game, move: choice.move });
            await play();
          } catch (error) {
            widget.say(error.message || widget.ui.try_again, "error");
          } finally {
            busy = false;
          }
        } });
      area.replaceChildren(el("p", {}, widget.ui.play_hint), table, // the turn line says when the hand is over
        el("button", { type: "button", class: "md-button lp-new-hand", onclick: deal }, widget.ui.new_hand));
      area.dataset.shown = String(Number(area.dataset.shown || 0) + 1); // for tests: "redrawn"
      widget.keepInView(table, [table.querySelector(".lp-trick-centre"), table.querySelector(".lp-table-you")]);
      const target = (moves && widget.tableFocus(area)) || area.querySelector(".lp-new-hand");
      if (target) target.focus({ preventScroll: true });
    };
    await play();
  };
  area.append(el("button", { type: "button", class: "md-button md-button--primary", onclick: deal }, widget.ui.new_hand));
}
