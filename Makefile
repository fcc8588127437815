# The single entry point. On a fresh machine:
#   make serve   set everything up and serve the site on http://127.0.0.1:8000
#   make test    set everything up and run every test
PYTHON ?= python3
PIP := $(PYTHON) -m pip
export NO_MKDOCS_2_WARNING := 1

.PHONY: setup python-deps node-deps catalogs site serve test test-engine bench

setup: python-deps node-deps catalogs

python-deps:
	$(PIP) install --quiet --disable-pip-version-check -e '.[dev]'

# npm ci wipes node_modules first, so run it only when the lock file changed since the last install.
node-deps: node_modules/.package-lock.json

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

# Compile the gettext catalogs in translations/ into the engine's package data.
catalogs:
	$(PYTHON) -m translations.compile

site: setup
	$(PYTHON) -m mkdocs build --strict

serve: setup
	$(PYTHON) -m mkdocs serve --dev-addr 127.0.0.1:8000

test: site
	$(PYTHON) -m pytest
	$(MAKE) --no-print-directory test-pyodide

# The engine's tests again inside Pyodide (the browser's CPython 3.14) under Node, against the
# same wheel the site ships; offline once the test wheels are in .cache/.
PYODIDE_WHEELS := .cache/pyodide-wheels
PYODIDE_TESTS := $(wildcard tests/engine tests/three_thirteen tests/runtime tests/bots tests/webapi)

.PHONY: test-pyodide
test-pyodide: node-deps catalogs $(PYODIDE_WHEELS)/.downloaded
	wheel="$$($(PYTHON) tutorial/hooks.py wheel)" && node tests/pyodide/run_tests.mjs --wheel "$$wheel" \
		--wheels $(PYODIDE_WHEELS) $(PYODIDE_TESTS)

$(PYODIDE_WHEELS)/.downloaded: tests/pyodide/requirements.txt
	rm -rf $(PYODIDE_WHEELS)
	$(PIP) download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
		--python-version 3.14 -d $(PYODIDE_WHEELS) -r tests/pyodide/requirements.txt
	@touch $@

test-engine:
	$(PYTHON) -m pytest tests/engine

bench:
	$(PYTHON) bench/pitch_hands.py

# The tree a static host serves: site/ plus precompressed copies of its large files; served as
# deploy/nginx.conf shows (README: "Serving the site").
.PHONY: dist
dist: site
	$(PYTHON) deploy/dist.py site dist
