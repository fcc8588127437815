// Every page's side of offline use: registers the service worker (service-worker.js), asks it to
// save this language's site, and drives the small "save for offline use" control that
// sitegen/delivery.py puts in the footer, with its words in the page's language.
//
// A page that runs the engine saves the engine too; a rules page saves only the pages, search,
// lessons and tools data, and the runtime (about 14 MB) waits until the reader asks for it.
// The worker is registered once the page has done its own work (loaded; the engine answered,
// on a page that runs it), so it never competes with the page for the connection, and the
// engine it saves is the one the page just downloaded, from the browser's cache.
//
// The control says where it stands in data-offline: idle, saving, pages (this language saved,
// not the engine), saved, failed. Tests wait on that attribute.

const SITE_ROOT = new URL("../../", import.meta.url); // this file lives at <site>/assets/offline/
const ENGINE_READY = "pitch-engine:ready";

const control = document.querySelector(".lp-offline");
if (control && "serviceWorker" in navigator && window.isSecureContext) start(control);

function start(root) {
  const button = root.querySelector(".lp-offline__save");
  const status = root.querySelector(".lp-offline__status");
  const languageGroups = ["shell", `lang:${root.dataset.lang}`];
  const everything = [...languageGroups, "runtime"];
  const show = (state) => {
    root.dataset.offline = state;
    status.textContent = root.dataset[state] ?? ""; // data-saving, data-saved, data-failed
    button.hidden = state === "saving" || state === "saved";
  };

  listenForNewVersion(root);
  button.addEventListener("click", () => saveWith(show, everything));
  root.hidden = false;
  show("idle");
  pageSettled(root.dataset.engine === "needed").then(async () => {
    const worker = await activeWorker();
    if ((await ask(worker, "status", everything)).state === "saved") return show("saved");
    if (root.dataset.engine === "needed") return saveWith(show, everything);
    const saved = await ask(worker, "save", languageGroups);
    if (root.dataset.offline === "idle") show(saved.state === "saved" ? "pages" : "idle"); // the reader did not click meanwhile
  }).catch(() => {}); // no worker (a private window, say): the button says so when pressed
}

async function saveWith(show, groups) {
  show("saving");
  try {
    const answer = await ask(await activeWorker(), "save", groups);
    show(answer.state === "saved" ? "saved" : "failed");
  } catch {
    show("failed");
  }
}

/** The page has loaded, and on a page that runs the engine, the engine has answered. */
function pageSettled(needsEngine) {
  const loaded = document.readyState === "complete"
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  if (!needsEngine) return loaded;
  const engineReady = new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(ENGINE_READY).length) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: "mark", buffered: true });
  });
  return Promise.all([loaded, engineReady]);
}

let registering = null;

async function activeWorker() {
  registering ??= navigator.serviceWorker.register(new URL("service-worker.js", SITE_ROOT), { scope: SITE_ROOT.href });
  await registering;
  return (await navigator.serviceWorker.ready).active;
}

/** Ask the worker; it answers {state: "saved" | "unsaved" | "failed"} on a port of our own. */
function ask(worker, type, groups) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = ({ data }) => resolve(data);
    worker.postMessage({ type, groups }, [channel.port2]);
  });
}

/** A new build is ready: say so, with a button that reloads the page into it. The new worker says
 * so when it is installed and waits for this page (or, with no page open, once it took over and
 * the old build's cache is gone); the browser holds its message until this page's scripts ran. */
function listenForNewVersion(root) {
  const banner = document.querySelector(".lp-offline-update");
  if (!banner) return;
  const show = () => {
    banner.hidden = false;
    root.dataset.update = "ready";
  };
  navigator.serviceWorker.addEventListener("message", ({ data }) => {
    // A page no worker controls yet was not served by an old build: nothing new for it.
    if (data?.type === "new-version" && navigator.serviceWorker.controller) show();
  });
  // The worker says so once; a page opened later (or after "Later") finds the new build waiting.
  navigator.serviceWorker.getRegistration().then((registration) => {
    if (registration?.waiting && navigator.serviceWorker.controller) show();
  });
  // The notice floats over the page's foot (on a phone, over a lesson's feedback): "Later"
  // closes it until the next page; the new build still waits for the reader to reload.
  banner.querySelector(".lp-offline-update__later")?.addEventListener("click", () => {
    banner.hidden = true;
  });
  banner.querySelector(".lp-offline-update__reload")?.addEventListener("click", async () => {
    // A new build waiting for this page to go: let it take over first, then reload into it.
    const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
    if (!waiting) return location.reload();
    // Reload once it has taken over: this page's controller changes, or, should that never be told
    // (the page lost its controller meanwhile), the worker itself says it is active. A worker made
    // redundant by a newer build leaves that one to serve the reload.
    let reloading = false;
    const reload = () => {
      if (!reloading) location.reload();
      reloading = true;
    };
    navigator.serviceWorker.addEventListener("controllerchange", reload, { once: true });
    waiting.addEventListener("statechange", () => {
      if (waiting.state === "activated" || waiting.state === "redundant") reload();
    });
    waiting.postMessage({ type: "skip-waiting" });
  });
}
