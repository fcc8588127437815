// The rules engine in a module Web Worker, so booting Python never freezes the page.
//
// Protocol (the page side is engine.js):
//   page -> worker  {id, fn, args, lang}   args is a JSON string of named arguments
//   worker -> page  {id, result}  or  {id, error: {code, params, message}}
// `fn` names a function of pitch_core.webapi; the special `fn: "__ready"` answers once the
// engine has booted, with versions and boot timings. Requests that arrive during boot wait
// for it. Only JSON strings cross into and out of Python: no PyProxy ever leaves this file.
//
// Everything is fetched from the folder this file was served from (the site's runtime/),
// so the worker works from any page depth or language prefix and never leaves our origin.
import { loadPyodide } from "./pyodide.mjs";

const RUNTIME_URL = new URL("./", import.meta.url);

const booting = boot();
booting.catch(() => {}); // reported to the page as the answer to each request, not as a stray rejection

self.addEventListener("message", async (event) => {
  const { id, fn, args, lang } = event.data;
  self.postMessage({ id, ...(await answer(fn, args, lang)) });
});

async function answer(fn, args, lang) {
  let engine;
  try {
    engine = await booting;
  } catch (error) {
    return { error: asErrorRecord(error, "runtime.failed") };
  }
  if (fn === "__ready") return { result: engine.info };
  try {
    return JSON.parse(engine.call(String(fn), args ?? "{}", lang ?? "en"));
  } catch (error) {
    // The bridge answers every Python exception itself; landing here means the interpreter
    // itself is broken (e.g. out of memory), so later calls would fail the same way.
    return { error: asErrorRecord(error, "runtime.failed") };
  }
}

async function boot() {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let pyodideMs;
  // Both at once: our files download while Pyodide compiles its wasm, and a missing file fails
  // the boot at once instead of after Python has started.
  const [pyodide, files] = await Promise.all([
    loadPyodide({ indexURL: RUNTIME_URL.href }).then((loaded) => {
      pyodideMs = elapsed();
      return loaded;
    }),
    fetchEngineFiles(),
  ]);
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  pyodide.unpackArchive(files.wheel, "wheel", { extractDir: sitePackages });
  pyodide.FS.writeFile(`${sitePackages}/pitch_bridge.py`, files.bridgeSource);
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  const bridge = pyodide.pyimport("pitch_bridge");

  const info = {
    ...JSON.parse(bridge.info()),
    pyodide: pyodide.version,
    wheel: files.manifest.wheel,
    timings: { pyodideMs, engineMs: elapsed() },
  };
  return { info, call: (fn, args, lang) => bridge.call(fn, args, lang) };
}

// The manifest is revalidated every time; the files it names carry a content hash in their URL.
async function fetchEngineFiles() {
  const manifest = await (await fetchOk("manifest.json", { cache: "no-cache" })).json();
  const [wheel, bridgeSource] = await Promise.all([
    fetchOk(manifest.wheel).then((response) => response.arrayBuffer()),
    fetchOk(manifest.bridge).then((response) => response.text()),
  ]);
  return { manifest, wheel, bridgeSource };
}

async function fetchOk(relativeUrl, options = {}) {
  const url = new URL(relativeUrl, RUNTIME_URL);
  const response = await fetch(url, options);
  if (!response.ok) {
    throw runtimeError("runtime.failed", `Could not load ${url.pathname} (HTTP ${response.status}).`, {
      url: url.pathname,
      status: response.status,
    });
  }
  return response;
}

function runtimeError(code, message, params = {}) {
  return Object.assign(new Error(message), { code, params });
}

function asErrorRecord(error, fallbackCode) {
  return {
    code: error?.code ?? fallbackCode,
    params: error?.params ?? {},
    message: String(error?.message ?? error),
  };
}
