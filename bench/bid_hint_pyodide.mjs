// Time Play's analysed bidding hint (pitch_core.solver.bid_ground) inside Pyodide (the browser's
// CPython) under Node: the figure that matters for the site, where a hint should take under 1 s.
//
//   node bench/bid_hint_pyodide.mjs [--wheel FILE] [--hints N] [--seed S] [--presets pitch31,...]
//
// --wheel    the pitch_core wheel to load (default: `python web/runtime_hook.py wheel`, which builds
//            it from the current sources or takes it from the cache)
//
// The same Python function (bid_ground.hint_timing_report) times the hints here and in
// bench/bid_hint.py, so the two tables compare directly. Inside Pyodide Python's CPU clock is the
// wall clock, so the hints are timed by the Node process's CPU clock (the load of a shared machine
// would otherwise count). Offline.
import path from "node:path";
import { parseArgs } from "node:util";
import { loadPyodide } from "pyodide";
import { builtWheel, installWheel } from "./pyodide_wheel.mjs";

const { values: args } = parseArgs({
  args: process.argv.slice(2),
  options: {
    wheel: { type: "string" },
    hints: { type: "string", default: "20" },
    seed: { type: "string", default: "1" },
    presets: { type: "string", default: "pitch31,ten-point,thirteen-point-partner,16-point,ten-point+five-handed" },
  },
});

const TIME_HINTS = `
import json
import platform

import js
from pitch_core.solver.bid_ground import HINT_DEALS, HINT_POSITIONS, hint_timing_report

options = json.loads(settings)


def cpu_seconds():
    used = js.process.cpuUsage()
    return (used.user + used.system) / 1e6


print(f"{platform.python_implementation()} {platform.python_version()} (Pyodide): analysed bid hints, "
      f"at most {HINT_DEALS} deals and {HINT_POSITIONS} positions each")
print(hint_timing_report(options["presets"], options["hints"], options["seed"], cpu_seconds))
print("(the Node process's CPU clock: on this shared machine the wall clock counts the other work too)")
`;

async function main() {
  const wheel = args.wheel ?? builtWheel();
  const started = performance.now();
  const pyodide = await loadPyodide();
  console.log(`Pyodide ${pyodide.version} booted in ${((performance.now() - started) / 1000).toFixed(1)} s; wheel ${path.basename(wheel)}`);
  installWheel(pyodide, wheel);
  const settings = JSON.stringify({ hints: Number(args.hints), seed: Number(args.seed), presets: args.presets.split(",") });
  pyodide.setStdout({ batched: (line) => console.log(line) });
  pyodide.runPython(TIME_HINTS, { globals: pyodide.toPy({ settings }) });
}

main().catch((error) => {
  console.error(`bid_hint_pyodide.mjs: ${error.message ?? error}`);
  process.exit(2);
});
