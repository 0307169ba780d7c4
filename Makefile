# Planilla: `make run` abre la aplicación y `make test` pasa todas las comprobaciones.
# Ambas crean .venv si falta e instalan lo necesario; si ya está, no repiten la instalación.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
APP_STAMP := $(VENV)/.instalado-app
TEST_STAMP := $(VENV)/.instalado-pruebas
MUTANTES_STAMP := $(VENV)/.instalado-mutantes
PAQUETE_STAMP := $(VENV)/.instalado-paquete
# Módulos del núcleo para ``make mutantes`` (se puede dar otra lista: make mutantes MODULOS="nucleo.relojes").
MODULOS ?= $(shell cd app_planilla && find nucleo -name '*.py' ! -name '__init__.py' | sed 's/\.py$$//; s|/|.|g' | sort)

.PHONY: help run test lint tipos pruebas bench mutantes paquete probar-paquete traducciones limpiar

help: ## Muestra esta ayuda
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-15s %s\n", $$1, $$2}'

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(APP_STAMP): pyproject.toml setup.py | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(TEST_STAMP): pyproject.toml setup.py | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[pruebas]'
	touch $@ $(APP_STAMP)

$(PAQUETE_STAMP): pyproject.toml setup.py | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[paquete]'
	touch $@ $(APP_STAMP)

run: $(APP_STAMP) ## Abre la aplicación (crea .venv si falta)
	$(BIN)/planilla

test: $(TEST_STAMP) ## ruff, mypy --strict del núcleo, contratos de importación y pytest
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/python -m pytest -q

$(MUTANTES_STAMP): pyproject.toml setup.py | $(TEST_STAMP)
	$(BIN)/python -m pip install --quiet -e '.[pruebas,mutantes]'
	touch $@

# Uno a uno: la máquina se comparte y mutmut corre solo las pruebas de tests/nucleo que pasan por cada mutante.
mutantes: $(MUTANTES_STAMP) ## Pruebas de mutación del núcleo con tests/nucleo, módulo a módulo (lento)
	@for m in $(MODULOS); do \
	  $(BIN)/mutmut run "app_planilla.$$m.x*" --max-children 2 > /dev/null || exit 1; \
	  $(BIN)/mutmut results --all true 2>/dev/null | awk -v m="app_planilla.$$m.x" -v nombre="$$m" \
	    'index($$1, m) == 1 { n++; if ($$NF == "killed") k++ } \
	     END { printf "%-45s %4d de %4d mutantes muertos (%.0f %%)\n", nombre, k, n, n ? 100 * k / n : 0 }'; \
	done
	$(BIN)/mutmut results

bench: $(TEST_STAMP) ## Mide velocidad (cifras en pantalla)
	@for b in bench/*.py; do [ "$$b" = bench/comun.py ] && continue; echo "== $$b"; $(BIN)/python $$b || exit 1; done

paquete: $(PAQUETE_STAMP) ## La aplicación en dist/planilla/, sin necesitar Python (PyInstaller)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN empaquetado/planilla.spec
	@du -sh dist/planilla

probar-paquete: ## Prueba dist/planilla/ con un HOME vacío (hágalo antes con make paquete)
	$(BIN)/python empaquetado/probar.py

# Catálogos de la interfaz en inglés (el español es el idioma de origen). gettext, uno por capa: nucleo, exportar y
# cli (la línea de órdenes y los módulos sueltos de app_planilla/); Qt, uno para las hojas y otro para lo demás.
# Un .po solo se reescribe si cambian sus mensajes (no por la fecha de la plantilla) y un .mo solo se compila si su
# .po es más nuevo: así no ensucian el historial.
CAPAS_GETTEXT := nucleo exportar cli
fuentes_nucleo := app_planilla/nucleo
fuentes_exportar := app_planilla/exportar
fuentes_cli := app_planilla/cli $(wildcard app_planilla/*.py)
fuentes_ui := $(shell find app_planilla/ui -name '*.py' -not -path '*/hojas/*' | sort)
fuentes_hojas := $(shell find app_planilla/ui/hojas -name '*.py' | sort)

traducciones: $(TEST_STAMP) ## Extrae los textos (pybabel, pyside6-lupdate) y compila .po en .mo y .ts en .qm
	@mkdir -p build/locale recursos/locale/en/LC_MESSAGES
	@for capa in $(CAPAS_GETTEXT); do \
	  case $$capa in nucleo) f="$(fuentes_nucleo)";; exportar) f="$(fuentes_exportar)";; cli) f="$(fuentes_cli)";; esac; \
	  $(BIN)/pybabel -q extract --no-location --sort-output --no-wrap -k _ -k N_ -k n_:1,2 \
	    --project=Planilla -o build/locale/$$capa.pot $$f || exit 1; \
	  po=recursos/locale/en/LC_MESSAGES/$$capa.po; \
	  if [ -f $$po ]; then \
	    cp $$po build/locale/$$capa.po; \
	    $(BIN)/pybabel -q update --no-wrap --ignore-obsolete --no-fuzzy-matching -i build/locale/$$capa.pot \
	      -o build/locale/$$capa.po -l en || exit 1; \
	    diff -q -I '^"POT-Creation-Date' $$po build/locale/$$capa.po >/dev/null || cp build/locale/$$capa.po $$po; \
	  else \
	    $(BIN)/pybabel -q init --no-wrap -i build/locale/$$capa.pot -d recursos/locale -D $$capa -l en || exit 1; \
	  fi; \
	done
	@for po in recursos/locale/*/LC_MESSAGES/*.po; do [ "$$po" -nt "$${po%.po}.mo" ] || continue; \
	  $(BIN)/pybabel -q compile -i "$$po" -o "$${po%.po}.mo" || exit 1; done
	$(BIN)/pyside6-lupdate -silent -locations none -no-obsolete -source-language es -target-language en $(fuentes_ui) -ts recursos/locale/en/ui.ts
	$(BIN)/pyside6-lupdate -silent -locations none -no-obsolete -source-language es -target-language en $(fuentes_hojas) -ts recursos/locale/en/hojas.ts
	@for ts in recursos/locale/*/*.ts; do $(BIN)/pyside6-lrelease -silent "$$ts" -qm "$${ts%.ts}.qm" || exit 1; done

limpiar: ## Borra .venv y cachés
	rm -rf $(VENV) build dist mutants *.egg-info .pytest_cache .mypy_cache .ruff_cache
