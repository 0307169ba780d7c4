"""El almacén por dentro: cada escritura en su transacción (y nada a medias si falla), sus mensajes exactos, la
lista de partidas, las fechas, copiar una partida y las fotos de los relojes y del reloj de la ronda."""

from __future__ import annotations

import re
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from app_planilla.nucleo.almacen.almacen import (
    ARCHIVO,
    Almacen,
    ErrorAlmacen,
    PartidaGuardada,
    ResumenPartida,
    hora_local,
)
from app_planilla.nucleo.almacen.migraciones import MIGRACIONES
from app_planilla.nucleo.clasica.eventos import Pase
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.planilla import nueva_duplicada
from app_planilla.nucleo.duplicada.temporizador import EstadoTemporizador
from app_planilla.nucleo.relojes import ConfigReloj, EstadoRelojes, Momento, Relojes, id_arranque
from tests.ayuda import RelojFalso


def _horas() -> object:
    horas = iter(f"2026-01-01T00:{m:02d}:00Z" for m in range(60))
    return lambda: next(horas)


# --------------------------------------------------------------------- fechas


def test_las_fechas_se_guardan_en_utc_con_microsegundos(tmp_path: Path) -> None:
    antes = datetime.now(UTC)
    with Almacen(tmp_path) as a:
        a.crear(nueva_partida(["Ana", "Luis"]))
        (r,) = a.partidas()
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z", r.creada) and r.actualizada == r.creada
    hora = hora_local(r.creada)
    assert hora is not None and hora.tzinfo is not None
    assert antes - timedelta(seconds=1) <= hora <= datetime.now(UTC) + timedelta(seconds=1)


def test_hora_local_de_una_marca() -> None:
    hora = hora_local("2026-03-01T10:20:30.123456Z")
    assert hora == datetime(2026, 3, 1, 10, 20, 30, 123456, tzinfo=UTC)
    assert hora is not None and hora.utcoffset() == datetime(2026, 3, 1, 10).astimezone().utcoffset()
    assert hora_local("2026-03-01T10:20:30+00:00") == datetime(2026, 3, 1, 10, 20, 30, tzinfo=UTC)
    assert hora_local("ayer por la tarde") is None and hora_local("") is None


def test_crear_anotar_y_terminar_ponen_su_hora(tmp_path: Path) -> None:
    with Almacen(tmp_path, ahora=_horas()) as a:  # type: ignore[arg-type]
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        g.planilla.anotar(5)
        g.planilla.terminar(["", "A"])
        (r,) = a.partidas()
    assert (r.creada, r.actualizada, r.terminada, r.eventos) == (
        "2026-01-01T00:00:00Z", "2026-01-01T00:02:00Z", True, 3)


# --------------------------------------------------------------------- la lista


def test_la_lista_dice_modalidad_incompleta_y_nombres(tmp_path: Path) -> None:
    with Almacen(tmp_path, ahora=_horas()) as a:  # type: ignore[arg-type]
        clasica = a.crear(nueva_partida(["Ana", "Luis"])).id
        duplicada = a.crear(nueva_duplicada(["Íñigo", "Zoë", "Paz"])).id
        a._con.execute("UPDATE partidas SET incompleta = 1 WHERE id = ?", (clasica,))
        assert a.partidas() == [
            ResumenPartida(duplicada, ("Íñigo", "Zoë", "Paz"), "2026-01-01T00:01:00Z", "2026-01-01T00:01:00Z",
                           False, 1, "duplicada", False),
            ResumenPartida(clasica, ("Ana", "Luis"), "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z",
                           False, 1, "clasica", True),
        ]
        # Los nombres se guardan sin escapar.
        assert a._con.execute("SELECT participantes FROM partidas WHERE id = ?", (duplicada,)).fetchone() == (
            '["Íñigo", "Zoë", "Paz"]',)


@pytest.mark.parametrize(
    ("guardado", "nombres"),
    [("no es json", ()), ('{"a": 1}', ()), ("7", ()), ('["Ana", 3]', ("Ana", "3")), ("[]", ())],
)
def test_nombres_guardados_raros_no_rompen_la_lista(tmp_path: Path, guardado: str, nombres: tuple[str, ...]) -> None:
    with Almacen(tmp_path) as a:
        ident = a.crear(nueva_partida(["Ana", "Luis"])).id
        a._con.execute("UPDATE partidas SET participantes = ?", (guardado,))
        (r,) = a.partidas()
        assert r.id == ident and r.participantes == nombres


def test_la_mas_reciente_y_la_sin_terminar_desempatan_por_numero(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        uno, dos, tres = (a.crear(nueva_partida(["Ana", "Luis"])).id for _ in range(3))
        a._con.execute("UPDATE partidas SET orden = 5")
        assert a.mas_reciente() == tres and a.sin_terminar() == tres
        assert [r.id for r in a.partidas()] == [tres, dos, uno]
        a._con.execute("UPDATE partidas SET terminada = 1 WHERE id = ?", (tres,))
        assert a.mas_reciente() == tres and a.sin_terminar() == dos
        a._con.execute("UPDATE partidas SET orden = 9 WHERE id = ?", (uno,))
        assert a.mas_reciente() == uno and a.sin_terminar() == uno
        assert [r.id for r in a.partidas()] == [uno, tres, dos]


def test_importar_guarda_la_planilla_entera_en_una_transaccion(tmp_path: Path) -> None:
    p = Planilla(nueva_partida(["Ana", "Luis"]))
    p.anotar(7)
    p.pasar()
    p.terminar(["", "AB"])
    with Almacen(tmp_path) as a:
        ident = a.importar(p)
        (r,) = a.partidas()
        assert (r.id, r.terminada, r.eventos, r.modalidad) == (ident, True, 4, "clasica")
        assert a.cargar(ident).eventos == p.eventos and a.sin_terminar() is None
        assert a.importar(p) == ident + 1


# --------------------------------------------------------------------- transacciones


def test_un_choque_a_medias_no_deja_nada_y_el_almacen_sigue(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        with pytest.raises(ErrorAlmacen) as error:
            a.anadir(g.id, [(1, Pase()), (1, Pase())], terminada=True)
        assert str(error.value) == f"La partida {g.id} ha cambiado en otra ventana: vuelve a abrirla para seguir."
        assert not a._con.in_transaction
        assert len(a.cargar(g.id).eventos) == 1 and a.sin_terminar() == g.id
        g.planilla.pasar()
        assert len(a.cargar(g.id).eventos) == 2


def test_guardar_en_una_partida_que_no_existe(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        with pytest.raises(ErrorAlmacen) as error:
            a.anadir(41, [(1, Pase())], terminada=False)
        assert str(error.value) == "La partida 41 ya no existe."
        assert not a._con.in_transaction and a.partidas() == []
        with pytest.raises(ErrorAlmacen) as error:
            a.borrar(41)
        assert str(error.value) == "No existe la partida 41."
        with pytest.raises(ErrorAlmacen) as error:
            a.cargar(41)
        assert str(error.value) == "No existe la partida 41."


def test_un_error_de_sqlite_dentro_de_la_transaccion(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        a.crear(nueva_partida(["Ana", "Luis"]))
        with pytest.raises(ErrorAlmacen) as error, a._transaccion() as con:
            con.execute("UPDATE partidas SET terminada = 1")
            con.execute("INSERT INTO no_existe VALUES (1)")
        assert str(error.value) == "No se ha podido guardar en el archivo de partidas: no such table: no_existe."
        assert not a._con.in_transaction and a.sin_terminar() is not None


def test_otro_error_dentro_de_la_transaccion_sale_tal_cual_y_deshace(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        a.crear(nueva_partida(["Ana", "Luis"]))
        with pytest.raises(KeyError, match="a medias"), a._transaccion() as con:
            con.execute("UPDATE partidas SET terminada = 1")
            raise KeyError("a medias")
        assert not a._con.in_transaction and a.sin_terminar() is not None
        # Un error que ya deshizo la transacción (SQLite lo hace solo en algunos) no falla al deshacer otra vez.
        with pytest.raises(KeyError, match="sin transacción"), a._transaccion() as con:
            con.execute("ROLLBACK")
            raise KeyError("sin transacción")
        assert not a._con.in_transaction and a.sin_terminar() is not None


def test_no_poder_empezar_la_transaccion(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        a._con.execute("BEGIN")
        with pytest.raises(ErrorAlmacen) as error:
            a.crear(nueva_partida(["Ana", "Luis"]))
        assert str(error.value) == (
            "No se puede escribir en el archivo de partidas: cannot start a transaction within a transaction.")
        a._con.execute("ROLLBACK")


def test_otra_planilla_escribiendo_el_mensaje_entero(tmp_path: Path) -> None:
    with Almacen(tmp_path, espera=0.05) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        otro = sqlite3.connect(tmp_path / ARCHIVO, isolation_level=None)
        otro.execute("BEGIN IMMEDIATE")
        try:
            with pytest.raises(ErrorAlmacen) as error:
                g.planilla.pasar()
        finally:
            otro.execute("ROLLBACK")
            otro.close()
        assert str(error.value) == (
            f"No se puede escribir en el archivo de partidas: otra Planilla está usando la carpeta «{tmp_path}». "
            "No se ha guardado nada; ciérrala y vuelve a intentarlo.")


def test_solo_lectura_no_escribe_nada_el_mensaje_entero(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        ident = a.crear(nueva_partida(["Ana", "Luis"])).id
    with Almacen(tmp_path, solo_lectura=True) as a:
        assert a.solo_lectura and a.aviso is None
        for escribir in (lambda: a.borrar(ident), lambda: a.poner_relojes(ident, None),
                         lambda: a.abrir(ident).planilla.pasar()):
            with pytest.raises(ErrorAlmacen) as error:
                escribir()
            assert str(error.value) == "No se puede guardar nada: el archivo de partidas se ha abierto solo para leer"
        with pytest.raises(ErrorAlmacen) as error:
            a.restaurar(tmp_path / "copia.sqlite3")
        assert str(error.value) == "No se puede restaurar: el archivo de partidas se ha abierto solo para leer"
        assert len(a.cargar(ident).eventos) == 1


def test_la_version_del_almacen_abierto(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        assert a.version == len(MIGRACIONES)
        a._con.execute("UPDATE version SET numero = 4")
        assert a.version == 4


# --------------------------------------------------------------------- cargar


def test_cargar_un_evento_anidado_sin_fin_o_que_no_se_rehace(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        g.planilla.terminar(["", "A"])
        ident = g.id
        a._con.execute("UPDATE eventos SET datos = ? WHERE numero = 1", ("[" * 100_000 + "]" * 100_000,))
        with pytest.raises(ErrorAlmacen, match=f"^El evento 1 de la partida {ident} está dañado: "):
            a.cargar(ident)
        a._con.execute("UPDATE eventos SET datos = (SELECT datos FROM eventos WHERE numero = 0) WHERE numero = 1")
        with pytest.raises(ErrorAlmacen, match=f"^La partida {ident} no se puede rehacer: "):
            a.cargar(ident)


def test_cargar_sin_la_tabla_de_eventos(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        ident = a.crear(nueva_partida(["Ana", "Luis"])).id
        a._con.execute("PRAGMA foreign_keys=OFF")
        a._con.execute("DROP TABLE eventos")
        with pytest.raises(ErrorAlmacen) as error:
            a.cargar(ident)
        assert str(error.value) == f"No se puede leer la partida {ident}: no such table: eventos."


# --------------------------------------------------------------------- copiar y borrar


def test_duplicar_copia_la_configuracion_y_la_ultima_foto_en_su_ultimo_evento(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        for i in range(3):
            g.planilla.anotar(i + 1)
        config = ConfigReloj(minutos=12)
        a.poner_relojes(g.id, config)
        a.guardar_foto_relojes(g.id, 1, EstadoRelojes((1000, 2000), 1, False), 50.0)
        a.guardar_foto_relojes(g.id, 2, EstadoRelojes((900, 2000), 0, True), 60.0)
        copia = a.duplicar(g.id)
        assert copia != g.id and a.cargar(copia).eventos == a.cargar(g.id).eventos
        assert a.config_relojes(copia) == config
        assert a.foto_relojes(copia) == (EstadoRelojes((900, 2000), 0, True), 60.0)
        # Una sola foto, la del último evento de la copia (el 3).
        assert a.foto_relojes(copia, antes_de=3) is None and a.foto_relojes(copia, antes_de=4) is not None
        # Con relojes y sin foto: solo la configuración.
        a.borrar(copia)
        a._con.execute("DELETE FROM fotos_relojes")
        sin_foto = a.duplicar(g.id)
        assert a.config_relojes(sin_foto) == config and a.foto_relojes(sin_foto) is None
        # Una foto sin configuración no se copia.
        a.poner_relojes(g.id, None)
        a.guardar_foto_relojes(g.id, 3, EstadoRelojes((1, 2), 0, False), 70.0)
        sin_relojes = a.duplicar(g.id)
        assert a.config_relojes(sin_relojes) is None and a.foto_relojes(sin_relojes) is None


def test_borrar_se_lleva_todo_lo_de_la_partida_y_nada_de_otra(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        uno = a.crear(nueva_duplicada(["Ana", "Luis"])).id
        dos = a.crear(nueva_duplicada(["Eva", "Paz"])).id
        for ident in (uno, dos):
            a.poner_relojes(ident, ConfigReloj(minutos=10))
            a.guardar_foto_relojes(ident, 0, EstadoRelojes((1, 2), 0, False), 5.0)
            a.guardar_temporizador(ident, 1, EstadoTemporizador(180, 1000, False), 5.0)
        a.borrar(uno)
        for tabla in ("partidas", "eventos", "relojes", "fotos_relojes", "temporizadores"):
            columna = "id" if tabla == "partidas" else "partida"
            assert a._con.execute(f"SELECT DISTINCT {columna} FROM {tabla}").fetchall() == [(dos,)], tabla
        # El número de una partida borrada no se vuelve a dar.
        assert a.crear(nueva_partida(["Sol", "Mar"])).id == dos + 1


# --------------------------------------------------------------------- relojes


def test_poner_relojes_sustituye_y_quitar_los_borra_con_sus_fotos(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        uno = a.crear(nueva_partida(["Ana", "Luis"])).id
        dos = a.crear(nueva_partida(["Eva", "Paz"])).id
        for ident in (uno, dos):
            a.poner_relojes(ident, ConfigReloj(minutos=10))
            a.guardar_foto_relojes(ident, 0, EstadoRelojes((1, 2), 0, False), 5.0)
        a.poner_relojes(uno, ConfigReloj(minutos=25, incremento_s=3))
        assert a.config_relojes(uno) == ConfigReloj(minutos=25, incremento_s=3)
        a.poner_relojes(uno, None)
        assert a.config_relojes(uno) is None and a.foto_relojes(uno) is None
        assert a.config_relojes(dos) == ConfigReloj(minutos=10) and a.foto_relojes(dos) is not None
        a._con.execute("UPDATE relojes SET config = 'no es json'")
        assert a.config_relojes(dos) is None


def test_las_fotos_de_cada_evento_y_la_de_antes(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        ident = a.crear(nueva_partida(["Ana", "Luis"])).id
        assert a.foto_relojes(ident) is None and a.momento_foto_relojes(ident) is None
        for numero in (0, 1, 2):
            a.guardar_foto_relojes(ident, numero, EstadoRelojes((numero, 9), 0, False), 10.0 + numero)
        # La del mismo número se sustituye; la de número negativo (antes del inicio) no se guarda.
        a.guardar_foto_relojes(ident, 1, EstadoRelojes((7, 7), 1, True), 99.0)
        a.guardar_foto_relojes(ident, -1, EstadoRelojes((5, 5), 1, True), 1.0)
        assert a._con.execute("SELECT numero FROM fotos_relojes ORDER BY numero").fetchall() == [(0,), (1,), (2,)]
        assert a.foto_relojes(ident) == (EstadoRelojes((2, 9), 0, False), 12.0)
        assert a.foto_relojes(ident, antes_de=2) == (EstadoRelojes((7, 7), 1, True), 99.0)
        assert a.foto_relojes(ident, antes_de=1) == (EstadoRelojes((0, 9), 0, False), 10.0)
        assert a.foto_relojes(ident, antes_de=0) is None
        assert a.momento_foto_relojes(ident) == Momento(12.0)


def test_el_momento_de_la_ultima_foto(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        a.arranque = "arranque-1"
        ident = a.crear(nueva_partida(["Ana", "Luis"])).id
        a.guardar_foto_relojes(ident, 0, EstadoRelojes((1, 2), 0, False), 10.0, 3.5)
        assert a.momento_foto_relojes(ident) == Momento(10.0, 3.5, "arranque-1")
        a.guardar_foto_relojes(ident, 1, EstadoRelojes((1, 2), 0, False), 20.0, 4.5)
        assert a.momento_foto_relojes(ident) == Momento(20.0, 4.5, "arranque-1")
        assert a._con.execute("SELECT arranque FROM fotos_relojes WHERE numero = 1").fetchone() == ("arranque-1",)
        # Sin reloj monótono no se guarda el arranque.
        a.guardar_foto_relojes(ident, 2, EstadoRelojes((1, 2), 0, False), 30, None)
        assert a._con.execute("SELECT monotona, arranque FROM fotos_relojes WHERE numero = 2").fetchone() == (
            None, None)
        assert a.momento_foto_relojes(ident) == Momento(30.0)
        # Un monótono sin arranque, o una hora que no es un número, no se toman por buenos.
        a._con.execute("UPDATE fotos_relojes SET monotona = 8.0 WHERE numero = 2")
        assert a.momento_foto_relojes(ident) == Momento(30.0)
        a._con.execute("UPDATE fotos_relojes SET monotona = 'x', arranque = 'a' WHERE numero = 2")
        assert a.momento_foto_relojes(ident) == Momento(30.0)
        a._con.execute("UPDATE fotos_relojes SET monotona = 8, arranque = 'a' WHERE numero = 2")
        assert a.momento_foto_relojes(ident) == Momento(30.0, 8.0, "a")
        a._con.execute("UPDATE fotos_relojes SET tomada = 'ayer' WHERE numero = 2")
        assert a.momento_foto_relojes(ident) is None
        a._con.execute("UPDATE fotos_relojes SET estado = '{}' WHERE numero = 2")
        assert a.foto_relojes(ident) is None


def test_guardar_con_relojes_deja_la_foto_de_antes_y_la_de_despues(tmp_path: Path) -> None:
    t = RelojFalso(100.0)
    with Almacen(tmp_path) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        a.poner_relojes(g.id, ConfigReloj(minutos=10))
        g.relojes = Relojes(2, ConfigReloj(minutos=10), t)
        g.hora = lambda: 1000.0
        g.monotona = lambda: 55.0
        g.relojes.poner_en_marcha(0)
        t.ahora += 30
        g.planilla.anotar(12)
        assert a._con.execute("SELECT numero, tomada, monotona FROM fotos_relojes").fetchall() == [
            (0, 1000.0, 55.0), (1, 1000.0, 55.0)]
        antes = a.foto_relojes(g.id, antes_de=1)
        despues = a.foto_relojes(g.id)
        assert antes is not None and despues is not None
        assert antes[0].activo == 0 and despues[0].activo == 1
        assert despues[0].restantes_ms == (10 * 60_000 - 30_000, 10 * 60_000)
        # Si no se puede guardar, los relojes vuelven a como estaban.
        estado = g.relojes.estado()
        a._con.execute("DELETE FROM fotos_relojes")
        a._con.execute("PRAGMA foreign_keys=OFF")
        a._con.execute("DELETE FROM partidas")
        a._con.execute("PRAGMA foreign_keys=ON")
        t.ahora += 5
        with pytest.raises(ErrorAlmacen, match="ya no existe"):
            g.planilla.pasar()
        assert g.relojes.estado().activo == estado.activo == 1
        assert a._con.execute("SELECT count(*) FROM fotos_relojes").fetchone() == (0,)


def test_la_partida_guardada_usa_la_hora_de_la_maquina() -> None:
    import time

    g = PartidaGuardada(1, Planilla(nueva_partida(["Ana", "Luis"])))
    assert g.relojes is None and g.hora is time.time and g.monotona is time.monotonic


# --------------------------------------------------------------------- reloj de la ronda


def test_el_reloj_de_la_ronda_guardado_y_sus_danos(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        a.arranque = "arranque-1"
        ident = a.crear(nueva_duplicada(["Ana", "Luis"])).id
        a.guardar_temporizador(ident, 3, EstadoTemporizador(180, 2000, True), 10.0, 4.0)
        assert a.temporizador(ident) == (3, EstadoTemporizador(180, 2000, True), Momento(10.0, 4.0, "arranque-1"))
        a.guardar_temporizador(ident, 4, EstadoTemporizador(120, 0, False), 20.0)
        assert a.temporizador(ident) == (4, EstadoTemporizador(120, 0, False), Momento(20.0))
        assert a._con.execute("SELECT count(*), arranque FROM temporizadores").fetchone() == (1, None)
        a._con.execute("UPDATE temporizadores SET monotona = 2")
        assert a.temporizador(ident) == (4, EstadoTemporizador(120, 0, False), Momento(20.0))
        a._con.execute("UPDATE temporizadores SET arranque = 'b'")
        assert a.temporizador(ident) == (4, EstadoTemporizador(120, 0, False), Momento(20.0, 2.0, "b"))
        for cambio in ("ronda = 'cuatro'", "tomada = 'ayer'", "estado = 'no es json'", "estado = '7'"):
            a._con.execute("SAVEPOINT s")
            a._con.execute(f"UPDATE temporizadores SET {cambio}")
            assert a.temporizador(ident) is None, cambio
            a._con.execute("ROLLBACK TO s")
            a._con.execute("RELEASE s")
        assert a.temporizador(ident + 1) is None


def test_anadir_con_fotos_sin_hora_las_guarda_a_las_cero(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        ident = a.crear(nueva_partida(["Ana", "Luis"])).id
        fotos = [(0, EstadoRelojes((1, 2), 0, False)), (1, EstadoRelojes((1, 2), 1, True))]
        a.anadir(ident, [(1, Pase())], False, fotos)
        assert a._con.execute("SELECT numero, tomada, monotona, arranque FROM fotos_relojes").fetchall() == [
            (0, 0.0, None, None), (1, 0.0, None, None)]
        assert len(a.cargar(ident).eventos) == 2


def test_a_la_partida_le_falta_un_evento(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        g.planilla.pasar()
        g.planilla.pasar()
        a._con.execute("DELETE FROM eventos WHERE numero = 1")
        with pytest.raises(ErrorAlmacen) as error:
            a.cargar(g.id)
        assert str(error.value) == f"A la partida {g.id} le falta el evento 1."


@pytest.fixture
def hora_de_bogota(monkeypatch: pytest.MonkeyPatch) -> object:
    """La hora local cinco horas detrás de UTC: lo que se guarda en UTC no puede salir de la hora local."""
    import time

    monkeypatch.setenv("TZ", "America/Bogota")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_las_fechas_y_los_nombres_con_fecha_van_en_utc_aunque_la_hora_local_sea_otra(
    tmp_path: Path, hora_de_bogota: object
) -> None:
    with Almacen(tmp_path / "datos") as a:
        a.crear(nueva_partida(["Ana", "Luis"]))
        (r,) = a.partidas()
        copia = a.respaldar(tmp_path / "copia.sqlite3")
        anterior = a.restaurar(copia)
    ahora = datetime.now(UTC)
    hora = datetime.fromisoformat(r.creada.replace("Z", "+00:00"))
    assert abs(ahora - hora) < timedelta(minutes=5)
    marca = datetime.strptime(anterior.name[-len("20260101-000000.sqlite3"):-len(".sqlite3")], "%Y%m%d-%H%M%S")
    assert abs(ahora - marca.replace(tzinfo=UTC)) < timedelta(minutes=5)
    ajena = tmp_path / "ajena"
    ajena.mkdir()
    con = sqlite3.connect(ajena / ARCHIVO)
    con.execute("CREATE TABLE t (x)")
    con.commit()
    con.close()
    with Almacen(ajena) as a:
        assert a.apartado is not None
        marca = datetime.strptime(a.apartado.name[-len("20260101-000000.sqlite3"):-len(".sqlite3")], "%Y%m%d-%H%M%S")
        assert abs(ahora - marca.replace(tzinfo=UTC)) < timedelta(minutes=5)


def test_deshacer_con_relojes_vuelve_a_la_foto_de_antes_del_evento(tmp_path: Path) -> None:
    t = RelojFalso(100.0)
    with Almacen(tmp_path) as a:
        assert a.arranque == id_arranque()
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        a.poner_relojes(g.id, ConfigReloj(minutos=10))
        g.relojes = Relojes(2, ConfigReloj(minutos=10), t)
        g.relojes.poner_en_marcha(0)
        t.ahora += 30
        g.planilla.anotar(12)
        t.ahora += 20
        g.planilla.anotar(7)
        foto = a.foto_relojes(g.id, antes_de=2)
        assert foto is not None and foto[0].activo == 1
        t.ahora += 5
        g.planilla.deshacer()
        # Vuelve a la foto guardada tras el evento 1: el turno de Luis y los 30 s de Ana gastados.
        assert g.relojes.estado().activo == 1
        assert g.relojes.estado().restantes_ms[0] == 10 * 60_000 - 30_000


def test_los_eventos_se_guardan_en_json_compacto_y_sin_escapar(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        g = a.crear(nueva_partida(["Íñigo", "Zoë"]))
        (datos,) = a._con.execute("SELECT datos FROM eventos WHERE partida = ?", (g.id,)).fetchone()
    assert "Íñigo" in datos and ", " not in datos and ": " not in datos


def test_los_mensajes_de_un_evento_danado_llevan_la_causa(tmp_path: Path) -> None:
    import json

    from app_planilla.nucleo.errores import ErrorPlanilla
    from app_planilla.nucleo.modalidades import leer_evento, rehacer

    with Almacen(tmp_path) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        g.planilla.pasar()
        hondo = "[" * 100_000 + "]" * 100_000
        a._con.execute("UPDATE eventos SET datos = ? WHERE numero = 1", (hondo,))
        try:
            json.loads(hondo)
        except RecursionError as e:
            causa = str(e)
        with pytest.raises(ErrorAlmacen) as error:
            a.cargar(g.id)
        assert str(error.value) == f"El evento 1 de la partida {g.id} está dañado: {causa}"
        a._con.execute("UPDATE eventos SET datos = (SELECT datos FROM eventos WHERE numero = 0) WHERE numero = 1")
        inicio = leer_evento(json.loads(a._con.execute("SELECT datos FROM eventos WHERE numero = 0").fetchone()[0]))
        with pytest.raises(ErrorPlanilla) as interno:
            rehacer([inicio, inicio], leidos=True)
        with pytest.raises(ErrorAlmacen) as error:
            a.cargar(g.id)
        assert str(error.value) == f"La partida {g.id} no se puede rehacer: {interno.value}"


def test_con_una_version_mas_nueva_el_mensaje_al_guardar_dice_cual(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        ident = a.crear(nueva_partida(["Ana", "Luis"])).id
        a._con.execute("UPDATE version SET numero = 12")
    with Almacen(tmp_path) as a:
        with pytest.raises(ErrorAlmacen) as error:
            a.borrar(ident)
        assert str(error.value) == (
            "No se puede guardar nada: el archivo de partidas es de una versión más reciente de Planilla (12)"
        )
        with pytest.raises(ErrorAlmacen) as error:
            a.restaurar(tmp_path / "copia.sqlite3")
        assert str(error.value) == (
            "No se puede restaurar: el archivo de partidas es de una versión más reciente de Planilla (12)"
        )
        assert a.aviso is not None
        assert a.aviso.startswith("Esta carpeta la usa una versión más reciente de Planilla (12)")


def test_deshacer_con_relojes_sin_foto_guardada_no_falla(tmp_path: Path) -> None:
    t = RelojFalso(100.0)
    with Almacen(tmp_path) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        a.poner_relojes(g.id, ConfigReloj(minutos=10))
        g.relojes = Relojes(2, ConfigReloj(minutos=10), t)
        g.relojes.poner_en_marcha(0)
        g.planilla.anotar(12)
        g.planilla.anotar(7)
        a._con.execute("DELETE FROM fotos_relojes")
        g.planilla.deshacer()
        assert len(a.cargar(g.id).eventos) == 4 and g.relojes.estado().activo is not None
