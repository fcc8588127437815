// bench/solver.py's report inside Pyodide (the browser's CPython 3.14) under Node: the double-dummy
// solver's speed where the site would run it.
//
//   node bench/solver_pyodide.mjs [--wheel FILE] [--deals 30] [--reviews 8] [--samples 20] [--seed 1]
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
      deals: { type: "string", default: "30" },
      reviews: { type: "string", default: "8" },
      samples: { type: "string", default: "20" },
      seed: { type: "string", default: "1" },
    },
  });
  return values;
}



// The bench's own module, run from its source so both interpreters time the same code.
const REPORT = `
import json
import types

bench = types.ModuleType("bench_solver")
exec(compile(source, "bench/solver.py", "exec"), bench.__dict__)
options = json.loads(settings)
print(bench.report(options["deals"], options["reviews"], options["samples"], options["seed"]) + " (Pyodide)")
`;

async function main() {
  const args = options();
  const wheel = args.wheel ?? builtWheel();
  const pyodide = await loadPyodide();
  installWheel(pyodide, wheel);
  const settings = JSON.stringify({
    deals: Number(args.deals), reviews: Number(args.reviews), samples: Number(args.samples), seed: Number(args.seed),
  });
  const source = readFileSync(path.join(REPO, "bench", "solver.py"), "utf8");
  pyodide.setStdout({ batched: (line) => console.log(line) });
  pyodide.runPython(REPORT, { globals: pyodide.toPy({ settings, source }) });
}

main().catch((error) => {
  console.error(`solver_pyodide.mjs: ${error.message ?? error}`);
  process.exit(2);
});
