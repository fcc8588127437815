// A move in a recorded Pitch position (`act`): the table as the build drew it, every move the
// learner may try with the build's verdict (tutorial/build.py), judged live by the engine once it
// runs; the move wanted shows the table after it.
//
//   renderAct(widget, step, body)
//
// widget: the lesson widget (tutorial.js): judge(), showVerdict(), drawTable(), shareControl(),
// markAnswered(), nextButton.

export function renderAct(widget, step, body) {
  let table = null;
  const onMove = async (choice) => {
    const verdict = await widget.judge(step, choice, step.record, step.upto);
    if (widget.showVerdict(step, verdict)) {
      if (choice.after) { // the move made: the table after it, nothing more to press
        const played = widget.drawTable(choice.after, step.seat, { previous: step.view });
        table.replaceWith(played);
        table = played;
      }
      widget.markAnswered(step);
      widget.nextButton.focus();
    }
  };
  table = widget.drawTable(step.view, step.seat, { moves: step.moves, onMove });
  body.append(table, widget.shareControl(step.record, step.upto));
}
