"""Two corrections to the HTML Material writes, for a site whose languages share one origin.

* Material's ``__config.base`` is the site root on every page; for a translated page it becomes
  the language's root (``ro/``), so search loads that language's index (``search.py``).
* The ``<link rel="alternate" hreflang>`` tags go: Material fetches ``sitemap.xml`` next to each
  of them to redirect language-switcher clicks, which 404s for per-page alternates and can send
  the reader to the other language's home page. The switcher's own links already point at the
  same page in each language, and the sitemaps carry the hreflang alternates for search engines.
"""

from __future__ import annotations

import json
import re

_CONFIG = re.compile(r'(<script id="__config" type="application/json">)(.*?)(</script>)', re.DOTALL)
_ALTERNATE = re.compile(r'[ \t]*<link rel="alternate" href="[^"]*" hreflang="[^"]*">\n?')


def _rebase(config_json: str, prefix: str) -> str:
    config = json.loads(config_json)
    config["base"] = f"{config['base'].rstrip('/')}/{prefix}"
    # The same escaping as Jinja's tojson, so the JSON can never close the script element.
    return (json.dumps(config, ensure_ascii=False).replace("<", "\\u003c").replace(">", "\\u003e")
            .replace("&", "\\u0026"))


def fix(html: str, prefix: str) -> str:
    """``prefix`` is the language's folder with a slash (``"ro/"``), or ``""`` for the default."""
    html = _ALTERNATE.sub("", html)
    if prefix:
        html = _CONFIG.sub(lambda m: m.group(1) + _rebase(m.group(2), prefix) + m.group(3), html, count=1)
    return html
