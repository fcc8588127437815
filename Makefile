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

node-deps:
	@if [ -f package-lock.json ]; then npm ci --no-audit --no-fund --loglevel=error; fi

# Compile the gettext catalogs in translations/ into the engine's package data.
catalogs:
	$(PYTHON) -m translations.compile

site: setup
	$(PYTHON) -m mkdocs build --strict

serve: setup
	$(PYTHON) -m mkdocs serve --dev-addr 127.0.0.1:8000

test: site
	$(PYTHON) -m pytest

test-engine:
	$(PYTHON) -m pytest tests/engine

bench:
	$(PYTHON) bench/pitch_hands.py
