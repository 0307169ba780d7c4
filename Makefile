# Planilla: `make run` abre la aplicación y `make test` pasa todas las comprobaciones.
# Ambas crean .venv si falta e instalan lo necesario; si ya está, no repiten la instalación.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
APP_STAMP := $(VENV)/.instalado-app
TEST_STAMP := $(VENV)/.instalado-pruebas

.PHONY: help run test lint tipos pruebas bench limpiar

help: ## Muestra esta ayuda
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-8s %s\n", $$1, $$2}'

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(APP_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[pruebas]'
	touch $@ $(APP_STAMP)

run: $(APP_STAMP) ## Abre la aplicación (crea .venv si falta)
	$(BIN)/planilla

test: $(TEST_STAMP) ## ruff, mypy --strict del núcleo, contratos de importación y pytest
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/python -m pytest -q

bench: $(TEST_STAMP) ## Mide velocidad (cifras en pantalla)
	@for b in bench/*.py; do [ "$$b" = bench/comun.py ] && continue; echo "== $$b"; $(BIN)/python $$b || exit 1; done

limpiar: ## Borra .venv y cachés
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
