// A worker that does nothing: offline.js starts it to nudge the browser into activating a waiting
// build (see nudge() there). Being asked for is all it is for; it closes itself at once.
globalThis.close();
