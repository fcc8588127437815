# The single entry point. On a fresh machine:
#   make serve   set everything up and serve the site on http://127.0.0.1:8000
#   make test    set everything up and run every test
PYTHON ?= python3
PIP := $(PYTHON) -m pip
export NO_MKDOCS_2_WARNING := 1

.PHONY: setup python-deps node-deps catalogs site serve test test-engine bench chromium test-print

setup: python-deps node-deps catalogs

python-deps:
	$(PIP) install --quiet --disable-pip-version-check -e '.[dev]'

# npm ci wipes node_modules first, so run it only when the lock file changed since the last install.
node-deps: node_modules/.package-lock.json

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

# Compile the gettext catalogs in translations/ into the engine's package data.
catalogs: python-deps
	$(PYTHON) -m translations.compile

# The build's log goes beside the site, not into it (it would be served): the site tests check it
# for warnings instead of building a second time. It is written only when the build succeeded.
SITE_DIR ?= site
SITE_LOG = $(SITE_DIR).build.log

site: setup
	$(PYTHON) -m mkdocs build --strict -d $(SITE_DIR) > $(SITE_LOG).part 2>&1 \
		|| { cat $(SITE_LOG).part; rm -f $(SITE_LOG).part; exit 1; }
	@mv $(SITE_LOG).part $(SITE_LOG)

serve: setup
	$(PYTHON) -m mkdocs serve --dev-addr 127.0.0.1:8000

# The page's types: pitch_core/contract.py's TypedDicts as JSDoc typedefs (sitegen/typedefs.py), for
# tsc to check the pages against the keys the engine sends. Build output, gitignored.
TYPEDEFS := web/common/contract.mjs
$(TYPEDEFS): pitch_core/contract.py sitegen/typedefs.py
	$(PYTHON) -m sitegen.typedefs

# Lint and type-check first: a finding fails in seconds, before the site build and the browsers.
# TypeScript twice: every page's script (tsconfig.json), then the tables and the question component
# and all they import under strict (tsconfig.strict.json).
.PHONY: lint
lint: python-deps node-deps $(TYPEDEFS)
	$(PYTHON) -m ruff check .
	$(PYTHON) -m mypy
	npx --no-install tsc -p .
	npx --no-install tsc -p tsconfig.strict.json
	npx --no-install eslint web tests bench sitegen/offline

# Side by side: lint and type checks, the engine's tests inside Pyodide, and, once the site is
# built, every CPython test against that build (LEARN_PITCH_SITE, its log included): the site's,
# the browser's and the engine's, a pytest-xdist worker per core (`TEST_WORKERS=0`: in this one
# process). One pool for all of them keeps both cores busy to the end (the engine's tests fill
# the gaps the browser tests leave). A test stuck for ten minutes dumps every thread's stack
# (faulthandler), so a hang in CI says where it is; not in pyproject.toml, because Pyodide has no
# threads for that watchdog.
TEST_WORKERS ?= auto
test:
	$(MAKE) --no-print-directory -j3 --output-sync=target lint test-pyodide test-python

.PHONY: test-python
test-python: chromium site $(TYPEDEFS)
	LEARN_PITCH_SITE="$(abspath $(SITE_DIR))" $(PYTHON) -m pytest -n $(TEST_WORKERS) --dist worksteal \
		-o faulthandler_timeout=600

# The CPython tests that need no built site: the engine, bots, records, the tools' data, the stores.
ENGINE_TESTS := tests/engine tests/bots tests/protocol tests/three_thirteen tests/records_input tests/webapi tests/tools tests/stores tests/solver
.PHONY: test-without-site
test-without-site: python-deps catalogs $(TYPEDEFS)
	$(PYTHON) -m pytest -o faulthandler_timeout=600 $(ENGINE_TESTS)

# Every cheat sheet in every language on both paper sizes (make test prints a representative few).
test-print: chromium site
	LEARN_PITCH_SITE="$(abspath $(SITE_DIR))" $(PYTHON) -m pytest -m browser tests/website/test_site_print.py

# The browser tests drive Debian's Chromium; say so in one line rather than fail a hundred tests.
CHROMIUM := /usr/bin/chromium
chromium:
	@test -x $(CHROMIUM) || { echo "make test: $(CHROMIUM) is missing: apt-get install chromium (as .ci/run does)" >&2; exit 1; }

# The engine's tests again inside Pyodide (the browser's CPython 3.14) under Node, against the
# same wheel the site ships; offline once the test wheels are in .cache/. This run proves the
# engine behaves the same on 3.14, so property tests take a few examples and the `slow` tests
# (tests/conftest.py) stay out; `make test-pyodide PYODIDE_PYTEST_ARGS=` runs everything.
PYODIDE_WHEELS := .cache/pyodide-wheels
PYODIDE_TESTS := $(wildcard tests/engine tests/three_thirteen tests/runtime tests/bots tests/webapi tests/solver)
PYODIDE_PYTEST_ARGS ?= -m "not slow" --hypothesis-profile=pyodide

.PHONY: test-pyodide
test-pyodide: node-deps catalogs $(PYODIDE_WHEELS)/.downloaded
	wheel="$$($(PYTHON) web/runtime_hook.py wheel)" && node tests/pyodide/run_tests.mjs --wheel "$$wheel" \
		--wheels $(PYODIDE_WHEELS) $(PYODIDE_TESTS) -- $(PYODIDE_PYTEST_ARGS)

$(PYODIDE_WHEELS)/.downloaded: tests/pyodide/requirements.txt
	rm -rf $(PYODIDE_WHEELS)
	$(PIP) download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
		--python-version 3.14 -d $(PYODIDE_WHEELS) -r tests/pyodide/requirements.txt
	@touch $@

test-engine:
	$(PYTHON) -m pytest tests/engine

bench:
	$(PYTHON) bench/pitch_hands.py

# Pictures of the key screens, light and dark, phone and desk, to look at (README: "Looking at it").
# Reuses the build in SITE_DIR, or builds it; SHOTS_DIR is where the PNGs go.
SHOTS_DIR ?= screenshots
.PHONY: screenshots
screenshots: setup chromium
	$(PYTHON) bench/screenshots.py --site "$(SITE_DIR)" --out "$(SHOTS_DIR)"

# The tree a static host serves: site/ plus precompressed copies of its large files; served as
# deploy/nginx.conf shows (README: "Serving the site").
.PHONY: dist
dist: site
	$(PYTHON) deploy/dist.py site dist
