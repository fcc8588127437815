// Time a Pitch bot's moves (calls, trump calls, card plays) inside Pyodide (the browser's CPython 3.14) under
// Node: the figure that matters for the site, where a move should take under 300 ms.
//
//   node bench/bot_pyodide.mjs [--wheel FILE] [--level monte-carlo|solver] [--hands N] [--seed S]
//                              [--samples N] [--budget MS|none] [--presets pitch31,ten-point] [--cpu]
//
// --level    the bot timed (default monte-carlo; solver: a fixed count of deals and positions, no clock)
// --cpu      time by the Node process's CPU clock, not the wall clock (a shared machine's load
//            otherwise counts; inside Pyodide Python's own CPU clock is the wall clock)
//
// --wheel    the pitch_core wheel to load (default: `python web/runtime_hook.py wheel`, which builds
//            it from the current sources or takes it from the cache)
// --budget   the bot's time budget per move, as the site would pass it; "none" to time the full
//            number of samples (the default: the bot's own default budget)
//
// The same Python function (pitch_core.bots.match.timing_report) times the moves here and in
// bench/bot_match.py --timing-hands, so the two sets of figures compare directly. Offline.
import path from "node:path";
import { parseArgs } from "node:util";
import { loadPyodide } from "pyodide";
import { builtWheel, installWheel } from "./pyodide_wheel.mjs";


function options() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      wheel: { type: "string" },
      hands: { type: "string", default: "12" },
      seed: { type: "string", default: "1" },
      samples: { type: "string" },
      budget: { type: "string" },
      presets: { type: "string", default: "pitch31,ten-point" },
      level: { type: "string", default: "monte-carlo" },
      cpu: { type: "boolean", default: false },
    },
  });
  return values;
}



const TIME_MOVES = `
import json
import platform
import time

import js
from pitch_core.bots.match import timing_report
from pitch_core.bots.monte_carlo import DEFAULT_BUDGET_MS, DEFAULT_SAMPLES

options = json.loads(settings)
samples = options["samples"] if options["samples"] is not None else DEFAULT_SAMPLES
budget = DEFAULT_BUDGET_MS if options["budget"] == "default" else options["budget"]


def cpu_seconds():
    used = js.process.cpuUsage()
    return (used.user + used.system) / 1e6


clock = cpu_seconds if options["cpu"] else time.perf_counter
print(f"{platform.python_implementation()} {platform.python_version()} (Pyodide), the {options['level']} bot, "
      f"{options['hands']} hands per preset, samples {samples}, budget {budget} ms, "
      f"{'CPU' if options['cpu'] else 'wall'} clock")
print(timing_report(options["presets"], options["hands"], options["seed"], samples, budget, options["level"], clock))
`;

async function main() {
  const args = options();
  const wheel = args.wheel ?? builtWheel();
  const started = performance.now();
  const pyodide = await loadPyodide();
  console.log(`Pyodide ${pyodide.version} booted in ${((performance.now() - started) / 1000).toFixed(1)} s; wheel ${path.basename(wheel)}`);
  installWheel(pyodide, wheel);
  const budget = args.budget === undefined ? "default" : args.budget === "none" ? null : Number(args.budget);
  // Plain JSON, read by the Python side: a JS null would not arrive as None.
  const settings = JSON.stringify({
    hands: Number(args.hands),
    seed: Number(args.seed),
    samples: args.samples === undefined ? null : Number(args.samples),
    budget,
    presets: args.presets.split(","),
    level: args.level,
    cpu: args.cpu,
  });
  const globals = pyodide.toPy({ settings });
  pyodide.setStdout({ batched: (line) => console.log(line) });
  pyodide.runPython(TIME_MOVES, { globals });
}

main().catch((error) => {
  console.error(`bot_pyodide.mjs: ${error.message ?? error}`);
  process.exit(2);
});
