// bench/review.py's report inside Pyodide (the browser's CPython 3.14) under Node: how long the
// reader waits for "Learn from your mistakes" after a hand in Play or the tutorial's free hand,
// where the site runs it. Each hand is timed by the Node process's CPU clock (Pyodide's own
// process_time is the wall clock, which a busy machine inflates with other processes' turns).
//
//   node bench/review_pyodide.mjs [--wheel FILE] [--hands 8] [--seed 1]
//
// --wheel    the pitch_core wheel to load (default: `python web/runtime_hook.py wheel`, which builds
//            it from the current sources or takes it from the cache). Offline.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadPyodide } from "pyodide";
import { REPO, builtWheel, installWheel } from "./pyodide_wheel.mjs";


function options() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      wheel: { type: "string" },
      hands: { type: "string", default: "8" },
      seed: { type: "string", default: "1" },
    },
  });
  return values;
}



// The bench's own module, run from its source so both interpreters time the same code.
const REPORT = `
import json
import types

import js

bench = types.ModuleType("bench_review")
exec(compile(source, "bench/review.py", "exec"), bench.__dict__)
options = json.loads(settings)


def cpu_seconds():
    used = js.process.cpuUsage()
    return (used.user + used.system) / 1e6


print(bench.report(options["hands"], options["seed"], cpu_seconds) + " (Pyodide, CPU seconds)")
`;

async function main() {
  const args = options();
  const wheel = args.wheel ?? builtWheel();
  const pyodide = await loadPyodide();
  installWheel(pyodide, wheel);
  const settings = JSON.stringify({ hands: Number(args.hands), seed: Number(args.seed) });
  const source = readFileSync(path.join(REPO, "bench", "review.py"), "utf8");
  pyodide.setStdout({ batched: (line) => console.log(line) });
  const cpu = process.cpuUsage();
  const started = performance.now();
  pyodide.runPython(REPORT, { globals: pyodide.toPy({ settings, source }) });
  // How busy the machine was: on an idle one the wall clock is the CPU clock.
  const used = process.cpuUsage(cpu);
  const wall = (performance.now() - started) / 1000;
  const seconds = (used.user + used.system) / 1e6;
  console.log(`the whole run: ${wall.toFixed(1)} s wall, ${seconds.toFixed(1)} s CPU `
    + `(the machine's load made the wall clock ${(wall / seconds).toFixed(1)} times the CPU clock)`);
}

main().catch((error) => {
  console.error(`review_pyodide.mjs: ${error.message ?? error}`);
  process.exit(2);
});
