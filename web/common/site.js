// Where the built site's root is, seen from the front end's modules: they are served from
// <site>/assets/web/<part>/, so the root is three folders up (data, the runtime, other pages).
export const SITE_ROOT = new URL("../../../", import.meta.url);
