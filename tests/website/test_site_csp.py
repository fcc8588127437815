"""Every built page carries the Content-Security-Policy and nothing it would refuse to run.

The policy itself is ``sitegen/csp.py``; tests/browser/test_csp.py shows a browser finds no
violation. Material's inline snippets live in files (``overrides/``): the last test notices when a
new Material release changes a snippet, so our copy is refreshed instead of silently running old code.
"""

from __future__ import annotations

import re
from pathlib import Path

import material
import pytest

from sitegen import csp
from site_helpers import ROOT, BuiltSite

MATERIAL_PARTIALS = Path(material.__file__).parent / "templates" / "partials" / "javascripts"
SNIPPETS = ROOT / "overrides" / "assets" / "javascripts" / "material-snippets"
# Our copy of each snippet, and where Material keeps it: (partial, which inline script in it).
SNIPPET_SOURCES = {
    "base.js": ("base.html", 0),
    "palette.js": ("palette.html", 0),
    "linked-tabs.js": ("content.html", 0),
    "tab-from-hash.js": ("content.html", 1),
}
# The one template expression of Material's snippets and what our file reads instead.
SCOPE_IN_TEMPLATE = '"{{ config.extra.scope | d(base_url) }}"'
SCOPE_IN_FILE = "document.currentScript.dataset.mdScope"


def built_pages(site: BuiltSite) -> list[Path]:
    # The engine's diagnostic page too (runtime/selftest.html, written by web/runtime_hook.py).
    return site.html_files()


def test_every_built_page_carries_the_policy_first(site: BuiltSite) -> None:
    pages = built_pages(site)
    assert len(pages) > 100  # five languages of pages, and the 404 page
    assert site.root / "runtime" / "selftest.html" in pages
    missing = [str(p.relative_to(site.root)) for p in pages if csp.META_TAG not in p.read_text(encoding="utf-8")]
    assert missing == []
    for page in pages:
        head = page.read_text(encoding="utf-8").split("</head>")[0]
        first_script = head.find("<script")
        assert first_script == -1 or head.index(csp.META_TAG) < first_script, f"{page}: a script comes before the policy"


def test_no_page_has_inline_code(site: BuiltSite) -> None:
    pages = built_pages(site)
    found = {str(p.relative_to(site.root)): csp.inline_code(p.read_text(encoding="utf-8")) for p in pages}
    assert {page: code for page, code in found.items() if code} == {}


def test_the_policy_allows_only_our_origin_and_no_script_eval() -> None:
    for policy in (csp.PAGE_POLICY, csp.WORKER_POLICY):
        for directive in ("default-src", "script-src", "style-src", "worker-src", "connect-src"):
            sources = dict(d.split(" ", 1) for d in policy.split("; "))[directive].split()
            assert sources[0] == "'self'" and all(s in ("'self'", "'wasm-unsafe-eval'") for s in sources), policy
        assert "'unsafe-inline'" not in policy.split("style-src-attr")[0]  # only style attributes
        assert "'unsafe-eval'" not in policy
    assert "'wasm-unsafe-eval'" in csp.WORKER_POLICY and "'wasm-unsafe-eval'" not in csp.PAGE_POLICY


def test_inline_code_is_recognised() -> None:
    assert csp.inline_code('<script>alert(1)</script>')
    assert csp.inline_code('<script type="module">import "./x.js";</script>')
    assert csp.inline_code('<img src="x" onerror="alert(1)">')
    assert not csp.inline_code('<script src="a.js"></script><script id="__config" type="application/json">{}</script>')


@pytest.mark.parametrize("snippet", sorted(SNIPPET_SOURCES))
def test_our_copy_of_each_material_snippet_is_current(snippet: str) -> None:
    partial, position = SNIPPET_SOURCES[snippet]
    scripts = re.findall(r"<script>(.*?)</script>", (MATERIAL_PARTIALS / partial).read_text(encoding="utf-8"), re.DOTALL)
    expected = scripts[position].replace(SCOPE_IN_TEMPLATE, SCOPE_IN_FILE)
    for theirs, changed in OUR_CHANGES.get(snippet, ()):
        assert theirs in expected, f"mkdocs-material changed {partial}: look again at our change to {snippet}"
        expected = expected.replace(theirs, changed)
    lines = (SNIPPETS / snippet).read_text(encoding="utf-8").split("\n")
    ours = "\n".join(line for line in lines if not line.startswith("//")).strip()  # after the comment lines
    assert ours == expected.strip(), f"mkdocs-material changed {partial}: copy its script into {SNIPPETS / snippet}"


# Where our copy differs from Material's, on purpose (each says why in the file's comment): base.js
# reads storage inside its try, so a browser that blocks site data runs the theme (reliability R5).
OUR_CHANGES = {"base.js": (
    ('__md_get=(e,_=localStorage,t=__md_scope)=>JSON.parse(_.getItem(t.pathname+"."+e))',
     '__md_get=(e,_,t=__md_scope)=>{try{return JSON.parse((_||localStorage).getItem(t.pathname+"."+e))}catch(e){return null}}'),
    ('__md_set=(e,_,t=localStorage,a=__md_scope)=>{try{t.setItem(a.pathname+"."+e,JSON.stringify(_))}catch(e){}}',
     '__md_set=(e,_,t,a=__md_scope)=>{try{(t||localStorage).setItem(a.pathname+"."+e,JSON.stringify(_))}catch(e){}}'),
)}
