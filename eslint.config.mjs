// Lint for the browser front end (web/) and the Node scripts beside the tests: ESLint's
// recommended rules. Types are checked separately by TypeScript's checkJs (tsconfig.json).
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["web/**/*.js", "web/**/*.mjs"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.browser, ...globals.worker } },
  },
  {
    files: ["sitegen/offline/offline.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: globals.browser },
  },
  {
    files: ["sitegen/offline/service-worker.js"], // a classic worker script; the build prepends its manifest
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: globals.serviceworker },
  },
  {
    files: ["web/runtime/make_snapshot.mjs", "tests/**/*.mjs", "tests/**/*.cjs", "bench/**/*.mjs"],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.node } },
  },
];
