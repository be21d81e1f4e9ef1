# Two commands do everything: `make up` runs the shop, `make test` runs the whole suite.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PYTHON_STAMP := $(VENV)/.installed
NODE_STAMP := frontend/node_modules/.installed
export NEXT_TELEMETRY_DISABLED := 1

.PHONY: up test install lint pytest fuzz storefront-tests frontend-check frontend-build e2e \
	e2e-database schema bench clean

up: install
	@scripts/up.sh

# The backend's tests and the storefront's stages share nothing but the machine, so they run side
# by side: pytest's report is printed whole when it ends, the storefront's stages as they go. (With
# the unit tests beside the browser tests as well, the two cores were shared three ways and every
# stage took longer.)
test: install lint
	@$(MAKE) --no-print-directory -j2 --output-sync=target pytest storefront-tests
	@echo "All checks passed."

# In order: the browser tests run against the build, on a database prepared while it builds.
storefront-tests: frontend-check
	@$(MAKE) --no-print-directory -j2 frontend-build e2e-database
	@$(MAKE) --no-print-directory e2e E2E_DATABASE_PREPARED=1

install: $(PYTHON_STAMP) $(NODE_STAMP)

$(PYTHON_STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $@

# `npm ci` rejects a lock file without other platforms' optional binaries, which the registry this
# project installs from does not serve; `npm install --no-save` installs the locked versions all the same.
$(NODE_STAMP): frontend/package.json frontend/package-lock.json
	cd frontend && npm install --no-audit --no-fund --no-save --loglevel=error
	@touch $@

# The import contracts (pyproject.toml's [tool.importlinter]): the layers and no cycles between
# apps. No cache: it is quick, and a cache keyed on modification times can miss an edit.
lint: $(PYTHON_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports --no-cache --no-logo

pytest: $(PYTHON_STAMP)
	$(BIN)/pytest

# The API fuzzing (Schemathesis over the operations of /graphql/ and /rest/V1/, Hypothesis over
# their transport) and the subscription billing property test at full depth (500 journeys, 120 in
# `pytest`); the property test needs PostgreSQL (DATABASE_URL).
fuzz: $(PYTHON_STAMP)
	DEEP_PROPERTIES=1 $(BIN)/pytest -m fuzz -s

frontend-check: $(NODE_STAMP)
	cd frontend && npm run --silent codegen && npx tsc --noEmit && npx eslint . && npx vitest run

# The build, then the first-load JavaScript budget of content and product pages (deterministic).
frontend-build: $(NODE_STAMP)
	cd frontend && npm run --silent build && node scripts/first-load-js.mjs

e2e: $(PYTHON_STAMP) $(NODE_STAMP)
	cd frontend && npx playwright test

# The browser tests' database, migrated and with the demo data (scripts/e2e-backend.sh).
e2e-database: $(PYTHON_STAMP)
	scripts/e2e-backend.sh --prepare-only

# Refresh the storefront's copy of the GraphQL schema after changing the API.
schema: $(PYTHON_STAMP)
	$(BIN)/python manage.py export_graphql_schema
	cd frontend && npm run --silent codegen

bench: install
	$(BIN)/python scripts/benchmark.py

clean:
	rm -rf var frontend/.next frontend/lib/graphql/generated frontend/lib/analytics/generated
