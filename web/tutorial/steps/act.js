// A move in a recorded Pitch position (`act`): the table as the build drew it, every move the
// learner may try with the build's verdict (tutorial/build.py), judged live by the engine once it
// runs; the move wanted shows the table after it. The verdict sits under the moves (beside them
// on a wide table), where the learner's eyes are, and the page keeps the table, the verdict and
// Next in sight after every try.
//
//   renderAct(widget, step, body)
//
// widget: the lesson widget (tutorial.js): judge(), showVerdict(), drawTable(), shareControl(),
// markAnswered(), keepInView(), feedback, nextButton.

export function renderAct(widget, step, body) {
  let table = null;
  const onMove = async (choice) => {
    const verdict = await widget.judge(step, choice, step.record, step.upto);
    const made = widget.showVerdict(step, verdict);
    if (made) {
      if (choice.after) { // the move made: the table after it, nothing more to press
        const played = widget.drawTable(choice.after, step.seat, { previous: step.view, extra: [widget.feedback] });
        table.replaceWith(played);
        table = played;
      }
      widget.markAnswered(step);
    }
    widget.keepInView(table, [table.querySelector(".lp-table-you"), widget.feedback, widget.nextButton]);
    if (made) widget.nextButton.focus({ preventScroll: true });
  };
  table = widget.drawTable(step.view, step.seat, { moves: step.moves, onMove, extra: [widget.feedback] });
  body.append(table, widget.shareControl(step.record, step.upto));
}
