// Time the practice drills inside Pyodide (the browser's CPython 3.14) under Node: per rule, the
// median and slowest of making a drill, rendering it and checking its answer. Target: under 50 ms
// median. The same Python function (pitch_core.drills.timing.timing_report) times them in
// bench/drills.py, so the figures compare directly. Offline.
//
//   node bench/drills_pyodide.mjs [--wheel FILE] [--seed S] [--count N] [--lang L]
import { parseArgs } from "node:util";
import { loadPyodide } from "pyodide";
import { builtWheel, installWheel } from "./pyodide_wheel.mjs";


const { values: args } = parseArgs({
  args: process.argv.slice(2),
  options: {
    wheel: { type: "string" },
    seed: { type: "string", default: "1" },
    count: { type: "string", default: "20" },
    lang: { type: "string", default: "de" },
  },
});


const TIME_DRILLS = `
import json, platform
from pitch_core.drills.timing import timing_report
options = json.loads(settings)
print(f"{platform.python_implementation()} {platform.python_version()} (Pyodide), {options['count']} drills per rule")
print(timing_report(options["seed"], options["count"], options["lang"]))
`;

async function main() {
  const wheel = args.wheel ?? builtWheel();
  const pyodide = await loadPyodide();
  installWheel(pyodide, wheel);
  const settings = JSON.stringify({ seed: Number(args.seed), count: Number(args.count), lang: args.lang });
  pyodide.setStdout({ batched: (line) => console.log(line) });
  pyodide.runPython(TIME_DRILLS, { globals: pyodide.toPy({ settings }) });
}

main().catch((error) => {
  console.error(`drills_pyodide.mjs: ${error.message ?? error}`);
  process.exit(2);
});
