"""The site's Content-Security-Policy: one policy for every page, a wider one for the engine's worker.

Everything comes from our own origin; no page runs an inline script (Material's inline snippets
are files, see ``overrides/partials/javascripts/``), so a stray ``innerHTML`` can never run code.

* ``PAGE_POLICY`` goes into every built page as ``<meta http-equiv>`` (so it holds on any static
  host) and, with ``frame-ancestors``, which a meta tag cannot carry, into the example server
  configuration's header (``deploy/nginx.conf``; a test holds the two equal).
* Style *attributes* stay allowed (``style-src-attr``): Markdown tables align their cells with
  them. A style attribute cannot run script; ``<style>`` elements and foreign sheets stay refused.
* ``WORKER_POLICY`` is the engine worker's (``runtime/engine-worker.mjs``). A worker's policy comes
  from its own response, not from the page that started it, so only a server header can set it.
  Pyodide compiles WebAssembly there, hence ``'wasm-unsafe-eval'``; the bundled Pyodide needs no
  ``'unsafe-eval'`` to boot and run the engine (tests/browser/test_csp.py boots it under this very
  header), so pages never get either.
"""

from __future__ import annotations

import re

_SHARED = (
    "default-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
)
PAGE_POLICY = "; ".join(("default-src 'self'", "script-src 'self'", *_SHARED[1:]))
WORKER_POLICY = "; ".join(("default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", *_SHARED[1:]))
# Only a header can forbid framing (a meta tag's frame-ancestors is ignored, with a console error).
HEADER_ONLY = "frame-ancestors 'none'"
PAGE_HEADER = f"{PAGE_POLICY}; {HEADER_ONLY}"
WORKER_HEADER = f"{WORKER_POLICY}; {HEADER_ONLY}"

META_TAG = f'<meta http-equiv="Content-Security-Policy" content="{PAGE_POLICY}">'
# The policy must come before anything it governs, so it goes right after the charset.
_CHARSET = re.compile(r'<meta charset="utf-8">', re.IGNORECASE)
# A script element the browser would run: no src, and no type or a JavaScript type.
_INLINE_SCRIPT = re.compile(
    r'<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!text/javascript|module)[^"]*")[^>]*>\s*\S', re.IGNORECASE
)
_EVENT_HANDLER = re.compile(r'<[a-z][^>]*\son[a-z]+\s*=', re.IGNORECASE)


class MissingHead(ValueError):
    """The page has no ``<meta charset>`` to put the policy after."""


def add_meta(html: str) -> str:
    """``html`` with the page policy as its first ``<meta>`` after the charset."""
    found = _CHARSET.search(html)
    if not found:
        raise MissingHead("no <meta charset=\"utf-8\"> to put the Content-Security-Policy after")
    return html[: found.end()] + "\n      " + META_TAG + html[found.end():]


def inline_code(html: str) -> list[str]:
    """What in ``html`` the policy would refuse to run: inline scripts and event-handler attributes."""
    found = [m.group(0)[:80] for m in _INLINE_SCRIPT.finditer(html)]
    return found + [m.group(0)[:80] for m in _EVENT_HANDLER.finditer(html)]
