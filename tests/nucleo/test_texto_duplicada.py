"""La planilla duplicada y su clasificación como texto (copiar al portapapeles, ``planilla exportar``), enteras:
columnas alineadas, bonificaciones, cifras sospechosas, avisos de la ronda y del recuento, la ronda que aún
no cuenta, en solitario y la nota de las bonificaciones con 10 participantes."""

from __future__ import annotations

from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from app_planilla.nucleo.duplicada.texto import texto_clasificacion_duplicada, texto_duplicada

PIE = (
    "A igual total desempatan las maestras encontradas y, después, la mejor jugada.\n"
)


def test_con_bonificaciones_sospechosas_avisos_y_una_ronda_que_aun_no_cuenta() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Bea", ""], bonificaciones=True))
    p.nueva_ronda("CASAXYZ")
    p.anotar_maestra("H8", "ZAS")
    p.escribir_puntos(0, 20)
    p.escribir_puntos(1, 40)  # más que la maestra: «!» y su aviso
    p.escribir_puntos(2, 10)
    p.nueva_ronda()
    p.anotar_maestra("9H", "AZ")  # la segunda Z: el recuento avisa
    p.escribir_puntos(0, 5)
    clasificacion = (
        "Clasificación provisional\n"
        "Puesto  Participante    Total  Bonif.  Dif.        %  Maestras  Mejor\n"
        "     1  Bea                40       0   +16  166,7 %         0     40\n"
        "     2  Ana                25       5    +1  104,2 %         0     20\n"
        "     3  Participante 3     10       0   −14   41,7 %         0     10\n"
        "La ronda 2 aún no cuenta: entra en la clasificación cuando todos tengan sus puntos.\n"
        "Suma de las maestras: 24.\n" + PIE
    )
    assert texto_clasificacion_duplicada(p) == clasificacion
    assert texto_duplicada(p) == (
        "Planilla duplicada — Español (FISE)\n"
        "Con bonificaciones FISE (+10 maestra en solitario, +5 mejor por debajo; tope 25). Se recomiendan solo "
        "desde 10 participantes.\n"
        "\n"
        "Ronda  Atril    Jugada maestra  Puntos      Ana  Bea  Participante 3\n"
        "    1  CASAXYZ  H8 ZAS              24  20 (+5)  40!              10\n"
        "    2           9H AZ               21   5 (+5)\n"
        "\n"
        "Aviso: Ronda 1: Bea tiene más puntos que la maestra; probable error al copiar.\n"
        "Aviso: Han salido 2 fichas de la Z y la caja trae 1: alguna jugada está mal anotada.\n"
        "\n" + clasificacion
    )


def test_en_solitario_terminada_con_los_avisos_de_la_ronda() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda("BCDEFGH")  # una sola vocal, y la maestra con fichas que no están en el atril
    p.anotar_maestra("H8", "ZAS")
    p.escribir_puntos(0, 24)
    p.terminar()
    clasificacion = (
        "Clasificación final\n"
        "Puesto  Participante  Total  Dif.        %  Maestras  Mejor\n"
        "     1  Ana              24     0  100,0 %         1     24\n"
        "Suma de las maestras: 24.\n" + PIE
    )
    assert texto_clasificacion_duplicada(p) == clasificacion
    assert texto_duplicada(p) == (
        "Planilla duplicada — Español (FISE)\n"
        "En solitario, contra las jugadas maestras.\n"
        "\n"
        "Ronda  Atril    Jugada maestra  Puntos  Ana\n"
        "    1  BCDEFGH  H8 ZAS              24   24\n"
        "\n"
        "Aviso: Ronda 1: El atril BCDEFGH tiene 1 vocal y 6 consonantes: según la regla del sorteo de la FISE, "
        "hasta la ronda 15 hacen falta al menos 2 de cada (el comodín cuenta como cualquiera de las dos). El atril "
        "entero vuelve a la bolsa y se sortea otro.\n"
        "Aviso: Ronda 1: La jugada maestra usa fichas que no están en el atril: A, S, Z.\n"
        "\n" + clasificacion
    )


def test_diez_participantes_sin_bonificaciones_con_sus_columnas_a_la_derecha() -> None:
    p = PlanillaDuplicada(nueva_duplicada(list("ABCDEFGHIJ")))
    p.nueva_ronda("ABCDEÑO")
    p.anotar_maestra_puntos(30)
    for i in range(10):
        p.escribir_puntos(i, 3 * i + (5 if i == 9 else 0))
    p.nueva_ronda()
    p.anotar_maestra("H8", "CASA")
    for i in range(10):
        p.escribir_puntos(i, 10)
    assert texto_duplicada(p) == (
        "Planilla duplicada — Español (FISE)\n"
        "Sin bonificaciones.\n"
        "\n"
        "Ronda  Atril    Jugada maestra  Puntos   A   B   C   D   E   F   G   H   I    J\n"
        "    1  ABCDEÑO                      30   0   3   6   9  12  15  18  21  24  32!\n"
        "    2           H8 CASA             12  10  10  10  10  10  10  10  10  10   10\n"
        "\n"
        "Aviso: Ronda 1: J tiene más puntos que la maestra; probable error al copiar.\n"
        "\n"
        "Clasificación provisional\n"
        "Puesto  Participante  Total  Dif.        %  Maestras  Mejor\n"
        "     1  J                42     0  100,0 %         0     32\n"
        "     2  I                34    −8   81,0 %         0     24\n"
        "     3  H                31   −11   73,8 %         0     21\n"
        "     4  G                28   −14   66,7 %         0     18\n"
        "     5  F                25   −17   59,5 %         0     15\n"
        "     6  E                22   −20   52,4 %         0     12\n"
        "     7  D                19   −23   45,2 %         0     10\n"
        "     8  C                16   −26   38,1 %         0     10\n"
        "     9  B                13   −29   31,0 %         0     10\n"
        "    10  A                10   −32   23,8 %         0     10\n"
        "Suma de las maestras: 42.\n" + PIE
    )


def test_una_hoja_sin_rondas_y_una_ronda_sin_maestra() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Bea"]))
    assert texto_duplicada(p) == (
        "Planilla duplicada — Español (FISE)\n"
        "\n"
        "Ronda  Atril  Jugada maestra  Puntos  Ana  Bea\n"
        "\n"
        "\n"
        "Clasificación provisional\n"
        "Puesto  Participante  Total  Dif.  %  Maestras  Mejor\n"
        "     1  Ana               0     0  —         0      0\n"
        "     1  Bea               0     0  —         0      0\n"
        "Suma de las maestras: 0.\n" + PIE
    )
    # Una ronda sin maestra (ni atril): sus celdas quedan vacías.
    p.nueva_ronda()
    p.escribir_puntos(1, 7)
    assert texto_duplicada(p).splitlines()[2:5] == [
        "Ronda  Atril  Jugada maestra  Puntos  Ana  Bea",
        "    1                                        7",
        "",
    ]


# --- la sala con arbitraje: la partida maestra y la clasificación, no una columna por participante --------------

PIE_SALA = (
    "A igual total desempatan las maestras encontradas, la mejor jugada y, si aún empatan, la muerte súbita que "
    "anota el árbitro.\n"
)
AVISO_ATRIL = (
    "Aviso: Ronda 2: El atril EEOELOU tiene 6 vocales y 1 consonante: según la regla del sorteo de la FISE, hasta "
    "la ronda 15 hacen falta al menos 2 de cada (el comodín cuenta como cualquiera de las dos). El atril entero "
    "vuelve a la bolsa y se sortea otro.\n"
)


def _sala_de_cuatro() -> PlanillaDuplicada:
    """Cuatro en la sala: la ronda 1 cerrada (la maestra, una válida, un cero y uno sin papeleta) y la 2 a medias."""
    from app_planilla.nucleo.duplicada.motivos import Motivo
    from tests.nucleo.sala_ayuda import sala

    p = sala(4)
    p.nueva_ronda("AEJMNOS")
    p.anotar_maestra("H4", "JAMONES")
    p.anotar_maestra_a([0])
    p.anotar_papeleta([1], "H8 JAMON 30")
    p.anotar_cero([2], Motivo.ILEGIBLE)
    p.cerrar_ronda()
    p.nueva_ronda("EEOELOU")  # la regla del sorteo avisa
    p.anotar_maestra_puntos(20)
    p.anotar_maestra_a([0, 1])
    return p


def test_la_sala_como_la_enviaria_su_arbitro() -> None:
    p = _sala_de_cuatro()
    clasificacion = (
        "Clasificación provisional tras la ronda 1\n"
        "Reglas: FISE. Participantes: 4.\n"
        "\n"
        "Puesto  Mesa  Participante  Total  Dif.        %  Maestras  Mejor  Bonif.  Avisos  Pen.\n"
        "     1     1  P1               98     0  100,0 %         1     98       0       0     0\n"
        "     2     2  P2               30   −68   30,6 %         0     30       0       0     0\n"
        "     3     3  P3                0   −98    0,0 %         0      0       0       0     0\n"
        "     3     4  P4                0   −98    0,0 %         0      0       0       0     0\n"
        "\n"
        "La ronda 2 aún no cuenta: entra en la clasificación cuando todos tengan sus puntos.\n"
        "Suma de las maestras: 98 (1 ronda).\n" + PIE_SALA
    )
    assert texto_clasificacion_duplicada(p) == clasificacion
    assert texto_duplicada(p) == (
        "Sala de duplicada — Español (FISE)\n"
        "Ronda 2 en juego: faltan 2 papeletas.\n"
        "\n"
        "Partida maestra\n"
        "Ronda  Atril    Jugada maestra  Puntos  Acum.  Maestras  Ceros\n"
        "    1  AEJMNOS  H4 JAMONES          98     98         1      2\n"
        "    2  EEOELOU                      20    118         2      0\n"
        + AVISO_ATRIL + "\n" + clasificacion
    )
    p.cerrar_ronda()
    p.terminar()
    texto = texto_duplicada(p)
    assert texto.startswith("Sala de duplicada — Español (FISE)\nPartida terminada: 2 rondas.\n")
    assert "    2  EEOELOU                      20    118         2      2\n" in texto  # los ceros del cierre
    assert "Clasificación final\n" in texto and "118     0  100,0 %" in texto


def test_una_sala_de_200_se_lee_en_una_linea_por_ronda_y_otra_por_participante() -> None:
    from app_planilla.nucleo.duplicada.publicacion import publicar
    from tests.sala_sembrada import sala_sembrada

    p = sala_sembrada()
    lineas = texto_duplicada(p).splitlines()
    # Cabecera, partida maestra (título, cabecera y 20 rondas), clasificación (título, reglas, cabecera, 200
    # participantes) y sus notas: ninguna línea con 200 columnas.
    assert len(lineas) < 20 + 200 + 20 and max(len(x) for x in lineas) < 200
    maestra = lineas[lineas.index("Partida maestra") + 2:][:20]
    assert [int(x.split()[0]) for x in maestra] == list(range(1, 21))
    for fila, linea in zip(p.filas, maestra, strict=True):
        assert fila.descripcion_maestra in linea and f" {fila.puntos_maestra} " in linea
    # Cada participante, en una sola línea (la suya de la clasificación), con su mesa y su total.
    for x in publicar(p).lineas:
        suyas = [linea for linea in lineas if x.nombre in linea]
        assert len(suyas) == 1 and suyas[0].split()[1] == str(x.mesa) and f" {x.fila.total} " in suyas[0]


def test_la_sala_en_ingles() -> None:
    from app_planilla import traducciones
    from app_planilla.nucleo import idioma

    p = _sala_de_cuatro()
    try:
        traducciones.elegir("en")
        texto = texto_duplicada(p)
    finally:
        traducciones.elegir("es")
    assert texto.startswith("Duplicate room — Spanish (FISE)\nRound 2 in play: 2 slips missing.\n\nMaster game\n")
    assert "Round  Rack" in texto and "Cum." in texto and "Zeros" in texto and idioma.actual() == "es"
