"""PySide6 6.12.0 pierde referencias a True y None en Python 3.11 y el proceso aborta al salir
(«Fatal Python error: bool_dealloc»). Esta prueba falla antes, con un mensaje que dice qué pasa."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class _Emisor(QObject):
    senal = Signal()


def test_emitir_senales_no_pierde_referencias(qapp):
    emisor = _Emisor()
    emisor.senal.connect(lambda: None)
    antes_true, antes_none = sys.getrefcount(True), sys.getrefcount(None)
    for _ in range(200):
        emisor.senal.emit()
    perdidas_true = antes_true - sys.getrefcount(True)
    perdidas_none = antes_none - sys.getrefcount(None)
    assert perdidas_true < 50 and perdidas_none < 50, (
        "Esta versión de PySide6 pierde referencias (la 6.12.0 en Python 3.11): usa una anterior a la 6.12."
    )
