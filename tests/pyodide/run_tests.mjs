// Run the engine's pytest suite inside Pyodide (CPython 3.14 compiled to WebAssembly) under Node,
// so the code the browser runs is tested where it runs. Offline: everything comes from disk.
//
//   node tests/pyodide/run_tests.mjs --wheel .cache/.../pitch_core-*.whl --wheels .cache/pyodide-wheels \
//        tests/engine tests/three_thirteen [-- extra pytest arguments]
//
// --wheel FILE   a wheel to install (repeatable): the pitch_core wheel under test
// --wheels DIR   install every wheel in DIR: pytest, hypothesis and their pure-Python dependencies
//                (`make test-pyodide` downloads them for Python 3.14 into .cache/pyodide-wheels)
// paths          what pytest collects, relative to the repository root
//
// The repository is mounted at /repo so tests find their conftest.py files, pyproject.toml and
// data (tests/records, tutorial/hands, ...) where they expect them. pitch_core, though, is
// imported from the installed wheel, never from the sources: that is what the site ships.
// Nothing is written back: no bytecode, no pytest cache, hypothesis's database in memory.
// The exit code is pytest's.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadPyodide } from "pyodide";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MOUNTED_REPO = "/repo";

function parseCommandLine(argv) {
  const dashes = argv.indexOf("--");
  const ours = dashes === -1 ? argv : argv.slice(0, dashes);
  const pytestExtra = dashes === -1 ? [] : argv.slice(dashes + 1);
  const { values, positionals } = parseArgs({
    args: ours,
    allowPositionals: true,
    options: {
      wheel: { type: "string", multiple: true, default: [] },
      wheels: { type: "string", multiple: true, default: [] },
    },
  });
  if (positionals.length === 0) throw new Error("name the test paths to run, e.g. tests/engine");
  const wheels = [...values.wheel, ...values.wheels.flatMap(wheelsIn)].map((file) => path.resolve(file));
  return { wheels, testPaths: positionals.map(repoRelative), pytestExtra };
}

function wheelsIn(folder) {
  return readdirSync(folder).filter((name) => name.endsWith(".whl")).map((name) => path.join(folder, name));
}

function repoRelative(somePath) {
  const relative = path.relative(REPO, path.resolve(somePath));
  if (relative.startsWith("..")) throw new Error(`${somePath} is outside the repository`);
  return relative.split(path.sep).join("/");
}

function installWheels(pyodide, wheels) {
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  for (const wheel of wheels) {
    // unpackArchive wants a Uint8Array: a Node Buffer is not accepted.
    pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: sitePackages });
  }
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
}

const RUN_PYTEST = `
import os, sys

os.chdir(${JSON.stringify(MOUNTED_REPO)})
# The working directory is the repository: keep its pitch_core/ sources off the import path.
sys.path[:] = [entry for entry in sys.path if entry not in ("", ".", os.getcwd())]
sys.dont_write_bytecode = True

import pitch_core
import pytest


class KeepHypothesisDatabaseInMemory:
    # A hook, not an import up front: importing hypothesis before pytest would stop pytest from
    # rewriting the asserts of its plugin.
    def pytest_configure(self, config):
        try:
            from hypothesis.configuration import set_hypothesis_home_dir
        except ImportError:
            return
        set_hypothesis_home_dir("/tmp/hypothesis")  # Pyodide's memory, not the repository


print(f"Python {sys.version.split()[0]} on {sys.platform} (Pyodide), pytest {pytest.__version__}, "
      f"pitch_core from {os.path.dirname(pitch_core.__file__)}", flush=True)
exit_code = int(pytest.main(["-p", "no:cacheprovider", *pytest_args], plugins=[KeepHypothesisDatabaseInMemory()]))
`;

async function main() {
  const { wheels, testPaths, pytestExtra } = parseCommandLine(process.argv.slice(2));
  const started = performance.now();
  const pyodide = await loadPyodide();
  console.log(`Pyodide ${pyodide.version} booted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  installWheels(pyodide, wheels);
  pyodide.mountNodeFS(MOUNTED_REPO, REPO);
  const globals = pyodide.toPy({ pytest_args: [...testPaths, ...pytestExtra] });
  pyodide.runPython(RUN_PYTEST, { globals });
  return globals.get("exit_code");
}

main().then(
  (exitCode) => process.exit(exitCode),
  (error) => {
    console.error(`run_tests.mjs: ${error.message ?? error}`);
    process.exit(2);
  },
);
