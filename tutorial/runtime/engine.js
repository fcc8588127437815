// Page-side client of the rules engine, which runs in a Web Worker (engine-worker.mjs).
//
//   import { startEngine } from "<site root>/runtime/engine.js";
//   const engine = startEngine({ lang: "ro" });        // boots in the background at once
//   await engine.ready;                                  // {pitch_core, pyodide, python, timings, ...}
//   const rules = await engine.call("describe", { preset: "pitch31", trump: "H" });
//
// Every failure is an EngineError with a stable `code` the UI can translate:
//   runtime.timeout   the engine did not boot within timeoutMs (slow device, or a server that
//                     sends .wasm with the wrong MIME type, which makes Pyodide hang)
//   runtime.failed    the worker or one of its files could not load, or the interpreter broke
//   runtime.unknown-function / runtime.bad-arguments / runtime.internal   (see pitch_bridge.py)
//   any engine code   a rule ID or message code; `message` is already in `lang`, `params` holds
//                     the details
// The worker's files are found next to this module (import.meta.url), so any page at any
// depth or language prefix can use it without knowing where the site root is.

export const RUNTIME_URL = new URL("./", import.meta.url);
export const DEFAULT_TIMEOUT_MS = 30_000;

export class EngineError extends Error {
  constructor(code, message, params = {}) {
    super(message);
    this.name = "EngineError";
    this.code = code;
    this.params = params;
  }
}

/**
 * Start the engine worker and return its client: {ready, call, terminate, lang}.
 * @param {{baseUrl?: string|URL, lang?: string, timeoutMs?: number}} [options]
 *   baseUrl: the runtime folder (default: the folder of this module);
 *   lang: language of engine messages (default: the page's <html lang>, else "en");
 *   timeoutMs: how long boot may take before `ready` rejects with runtime.timeout.
 */
export function startEngine({ baseUrl = RUNTIME_URL, lang = pageLanguage(), timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
  performance.mark("pitch-engine:start");
  const worker = new Worker(new URL("engine-worker.mjs", baseUrl), { type: "module", name: "pitch-engine" });
  const requests = new RequestTable();
  let failure = null;

  function fail(error) {
    if (failure) return;
    failure = error;
    worker.terminate();
    requests.rejectAll(error);
  }

  function send(fn, args) {
    if (failure) return Promise.reject(failure);
    let argsJson;
    try {
      argsJson = JSON.stringify(args ?? {});
    } catch (error) {
      return Promise.reject(new EngineError("runtime.bad-arguments", `${fn}: arguments are not JSON (${error.message}).`, { fn }));
    }
    const { id, promise } = requests.open();
    worker.postMessage({ id, fn, args: argsJson, lang });
    return promise;
  }

  worker.addEventListener("message", ({ data }) => requests.settle(data));
  worker.addEventListener("error", (event) =>
    fail(new EngineError("runtime.failed", `The engine worker failed: ${event.message || "it could not be loaded"}.`)),
  );
  worker.addEventListener("messageerror", () => fail(new EngineError("runtime.failed", "The engine sent an unreadable message.")));

  const ready = withTimeout(send("__ready"), timeoutMs, () => {
    const error = new EngineError("runtime.timeout", `The engine did not start within ${Math.round(timeoutMs / 1000)} s.`, { timeoutMs });
    fail(error);
    return error;
  }).then((info) => {
    performance.mark("pitch-engine:ready");
    performance.measure("pitch-engine:boot", "pitch-engine:start", "pitch-engine:ready");
    return info;
  });
  ready.catch(fail); // a failed boot fails every later call; callers see it through `ready` or `call`

  return {
    ready,
    lang,
    /** Call pitch_core.webapi.<fn>(**args); resolves with its JSON result. */
    call: (fn, args = {}) => send(fn, args),
    /** Stop the worker; pending and later calls reject with runtime.failed. */
    terminate: () => fail(new EngineError("runtime.failed", "The engine was stopped.")),
  };
}

function pageLanguage() {
  return (globalThis.document?.documentElement.lang || "en").split("-")[0];
}

// Pending requests by id; each answer from the worker settles exactly one of them.
class RequestTable {
  #nextId = 1;
  #pending = new Map();

  open() {
    const id = this.#nextId++;
    const promise = new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    return { id, promise };
  }

  settle({ id, result, error }) {
    const request = this.#pending.get(id);
    if (!request) return;
    this.#pending.delete(id);
    if (error) request.reject(new EngineError(error.code, error.message, error.params));
    else request.resolve(result);
  }

  rejectAll(error) {
    for (const request of this.#pending.values()) request.reject(error);
    this.#pending.clear();
  }
}

function withTimeout(promise, ms, onTimeout) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
