# The two set-up commands: `make run` creates .venv with what the web app needs
# (atout and its dependencies, no development tools); `make test` adds the tests'
# tools and first checks, and as root installs, the Debian packages its tests
# need (`make system`).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
APP := $(VENV)/.app-installed
STAMP := $(VENV)/.installed

.PHONY: run club system test lint typecheck bench bench-web clean

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(APP): pyproject.toml | $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet -e .
	touch $(APP)

$(STAMP): pyproject.toml | $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(APP) $(STAMP)

run: $(APP)
	$(BIN)/atout serve

# A club evening: listens on every network of this computer (ATOUT_HOST, 0.0.0.0 unless set)
# so that the tables' phones reach it, and prints the address and QR code they open.
club: $(APP)
	ATOUT_HOST=$${ATOUT_HOST:-0.0.0.0} $(BIN)/atout serve

system:
	@PYTHON=$(PYTHON) sh scripts/system-deps

lint: $(STAMP)
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench

typecheck: $(STAMP)
	$(BIN)/mypy

test: system lint typecheck
	$(BIN)/pytest -q

bench/node_modules: bench/package.json
	cd bench && npm install --no-audit --no-fund --silent
	touch bench/node_modules

bench: $(STAMP) bench/node_modules
	$(BIN)/python bench/score_bulk.py
	$(BIN)/python bench/matchpoints.py
	$(BIN)/python bench/pbn_parse.py
	$(BIN)/python bench/files_read.py
	$(BIN)/python bench/linear_readers.py
	$(BIN)/python bench/cli_start.py
	$(BIN)/python bench/dd.py
	$(BIN)/python bench/swiss.py

bench-web: $(STAMP)
	$(BIN)/python bench/web_load.py
	$(BIN)/python bench/session_load.py
	$(BIN)/python bench/durability.py
	$(BIN)/python bench/cluster_load.py

clean:
	rm -rf $(VENV) bench/node_modules .pytest_cache .mypy_cache .ruff_cache
