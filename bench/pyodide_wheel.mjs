// The engine's wheel for the Pyodide benches: built from the current sources (or taken from the
// cache) by `python web/runtime_hook.py wheel`, and installed into a running Pyodide. Offline.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function builtWheel() {
  const python = process.env.PYTHON ?? "python3";
  const printed = execFileSync(python, ["web/runtime_hook.py", "wheel"], { cwd: REPO, encoding: "utf8" });
  return printed.trim().split("\n").pop();
}

export function installWheel(pyodide, wheel) {
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  // unpackArchive wants a Uint8Array: a Node Buffer is not accepted.
  pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: sitePackages });
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
}
