<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="es">
<context>
    <name></name>
    <message>
        <source>No se pueden guardar partidas: {0} El contador funciona igual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otra Planilla está usando la carpeta de datos «{0}». ¿Abrir sus partidas solo para verlas, exportarlas e imprimirlas?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>otra Planilla está usando la carpeta «{0}».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ¿Repararlo ahora?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otra Planilla está usando la carpeta de datos «{0}»: aquí sus partidas solo se pueden ver, exportar e imprimir.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CajaComprobacion</name>
    <message>
        <source>Comprobar las palabras en una &amp;lista abierta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marca cada palabra de la jugada; la puntuación no cambia ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No es el Lexicón FISE: una palabra válida en torneo puede faltar, o al revés.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CasillaLetra</name>
    <message>
        <source>Comodín</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Comprobacion</name>
    <message>
        <source>{0} Estas listas sirven solo para la comprobación opcional de palabras y no son el Lexicón FISE. Textos de las licencias: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En la lista</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No está en la lista</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lista no cargada</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Comprobador</name>
    <message>
        <source>Cargando la lista…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lista no cargada: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lista no cargada.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lista abierta incluida (Letterpress, {0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>español</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inglés</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lista propia: «{0}».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No se ha cargado la lista «{0}»: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogoAjusteRelojes</name>
    <message>
        <source>Ajustar los relojes</source>
        <translation>Adjust the clocks</translation>
    </message>
    <message>
        <source>Escribe lo que tiene que marcar cada reloj, en minutos y segundos (12:30). Para dejarlo en tiempo extra, con un menos delante (-1:30). Queda en la planilla; «Deshacer la última línea» lo quita.</source>
        <translation>Type what each clock must show, in minutes and seconds (12:30). To leave it in overtime, put a minus sign in front (-1:30). It goes on the score sheet; “Undo the last line” removes it.</translation>
    </message>
    <message>
        <source>Ahora marca {0}</source>
        <translation>It shows {0} now</translation>
    </message>
    <message>
        <source>&amp;{0}. {1}:</source>
        <translation>&amp;{0}. {1}:</translation>
    </message>
</context>
<context>
    <name>DialogoImprimir</name>
    <message>
        <source>Imprimir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hoja de control de fichas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planilla clásica en blanco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planilla duplicada en blanco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planilla de Tantrix en blanco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planilla de «4 en letras» en blanco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planilla de la partida en curso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carta (EE. UU.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abrir el PDF al terminar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hoja:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edición:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Participantes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;apel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>control-de-fichas.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planilla-clasica.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planilla-duplicada.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partida.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planilla-tantrix.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planilla-4-en-letras.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guardar el PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No se pudo guardar «%1»: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Fichas</name>
    <message>
        <source>Fichas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FilaPalabra</name>
    <message>
        <source>Principal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palabra principal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cruzada {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palabra cruzada {0} (si la hay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fichas de la palabra: clic o Espacio cambia la casilla</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MenuArchivo</name>
    <message>
        <source>&amp;Importar GCG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Exportar GCG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importar partida en &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exportar partida en JS&amp;ON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Im&amp;primir…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copia de seguridad…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restaurar una copia…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GCG (*.gcg);;Todos los ficheros (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copia de Planilla (*.sqlite3);;Todos los ficheros (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partida de Planilla (*.json);;Todos los ficheros (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planilla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No se pueden guardar partidas: no hay dónde importar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importar GCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No se ha importado «{0}»: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 jugada reproducida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} jugadas reproducidas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>«{0}» importado como partida {1}: {2} en el tablero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Todas las puntuaciones coinciden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 línea tiene puntos distintos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} líneas tienen puntos distintos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} de los que calcula Planilla: la hoja conserva los del archivo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Informe de la importación</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hay ninguna partida abierta que exportar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exportar GCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partida {0} exportada a «{1}».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 línea de la hoja no tiene forma GCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} líneas de la hoja no tienen forma GCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: van en notas que solo lee Planilla, y los totales del archivo no las cuentan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Informe de la exportación</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importar partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No se puede leer «{0}»: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>«{0}» importado como partida {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>«{0}» importado como partida {1}: está en «Partidas».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exportar partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No se puede escribir «{0}»: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hay partidas guardadas de las que hacer una copia.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copia de seguridad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copia de todas las partidas guardada en «{0}».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No se pueden guardar partidas: no hay dónde restaurar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restaurar una copia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Las partidas de «{0}» sustituirán a las de ahora, que se guardan antes aparte en la carpeta de datos. ¿Restaurar la copia?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No se ha restaurado «{0}»: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copia restaurada. Las partidas de antes están en «{0}».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF guardado en «{0}».</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MontajeComprobacion</name>
    <message>
        <source>Comprobar las palabras en una &amp;lista abierta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cargar una lista p&amp;ropia…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volver a la lista &amp;incluida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se usa la lista abierta incluida.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cargar una lista propia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listas de palabras (*.txt *.lst *.dic);;Todos los ficheros (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cargando «{0}»…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpcionesReloj</name>
    <message>
        <source>Reloj de ajedrez por participante; el de quien tiene el turno corre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s por jugada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sin incremento</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incremento Fischer: segundos que gana quien pulsa su reloj.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> puntos por minuto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no resta puntos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lo que cuesta el tiempo extra: por minuto o fracción (FISE: 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sin límite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasado este tiempo extra se avisa de que se pierde por tiempo (decide el árbitro).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiempo por participante:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incremento:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiempo extra:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Máximo de tiempo extra:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sin reloj</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torneo FISE: 30 minutos por participante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torneo en inglés: 25 minutos, como mucho 10 de tiempo extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A medida</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelDesglose</name>
    <message>
        <source>Puntos de la jugada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puntúa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toca la casilla donde empieza la palabra y escribe las letras.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} puntos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 punto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>principal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cruzada</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelEscritas</name>
    <message>
        <source>Escribe la palabra principal y, debajo, cada palabra cruzada. Toca una ficha para elegir la casilla que tiene debajo (DL, TL, DP, TP) o marcarla como colocada antes; clic derecho o «?»: comodín.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelFichas</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; fichas sin salir al tablero · &lt;b&gt;%2&lt;/b&gt; en la bolsa (con un atril de siete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; fichas sin salir al tablero · &lt;b&gt;%2&lt;/b&gt; en la bolsa (con %3 atriles de siete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Por salir: %1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vocal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vocales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consonante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consonantes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comodín</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comodines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Una jugada anotada solo con puntos: sus fichas no se descuentan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 jugadas anotadas solo con puntos: sus fichas no se descuentan.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelJugada</name>
    <message>
        <source>&amp;Edición:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Español (FISE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocar las fichas en el tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escribir las palabras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dirección:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ Horizontal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↓ Vertical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dejar en el tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vaciar el tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toca la casilla de inicio (otro toque cambia la dirección) y escribe. Tocar una ficha nueva o «?»: comodín · Retroceso · Esc · flechas · Intro: dejar.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelRelojes</name>
    <message>
        <source>Espacio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modo proyector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Los relojes vuelven en pausa. Desde el último evento guardado pasaron %1 con el reloj en marcha: acordad si se descuentan antes de seguir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Los relojes vuelven en pausa. Según la hora del sistema, que pudo cambiar, desde el último evento guardado pasaron unos %1 con el reloj en marcha: acordad si se descuentan antes de seguir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pulsar el reloj ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pausa ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seguir ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empezar ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turno de %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelTemporizador</name>
    <message>
        <source>1 minuto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 minutos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 minutos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empezar (Espacio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reiniciar (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modo proyector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloj de la ronda:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>El reloj vuelve en pausa: corrió %1 sin verse tras el cierre brusco, ya descontados.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>El reloj vuelve en pausa: según la hora del sistema, que pudo cambiar, corrió unos %1 sin verse tras el cierre brusco, ya descontados: comprobadlo antes de seguir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pausa (Espacio)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RelojParticipante</name>
    <message>
        <source>Tiempo extra: −%1 puntos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Superó el tiempo extra máximo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En pausa</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RelojesPartida</name>
    <message>
        <source>Esta partida se juega sin reloj. Para jugar con reloj, elígelo en «Nueva partida…».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relojes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relojes: pulsar el reloj (pasa el turno al siguiente)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relojes: pausa o seguir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relojes: ajustar los relojes (el árbitro pone el tiempo de cada participante; partida clásica)</source>
        <translation>Clocks: adjust the clocks (the arbiter sets each player’s time; classic game)</translation>
    </message>
    <message>
        <source>Espacio / P / 1–4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Con el foco en los relojes: pulsar, pausa, pulsar el reloj de ese participante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cerrar el modo proyector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Relojes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pulsar el reloj</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pa&amp;usa o seguir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modo pro&amp;yector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ajustar los relojes…</source>
        <translation>&amp;Adjust the clocks…</translation>
    </message>
    <message>
        <source>Esta partida se juega sin reloj.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La partida ha terminado: sus relojes ya no se ajustan.</source>
        <translation>The game is over: its clocks can no longer be adjusted.</translation>
    </message>
    <message>
        <source>Los relojes solo se ajustan en la partida clásica.</source>
        <translation>Clocks can only be adjusted in a classic game.</translation>
    </message>
    <message>
        <source>Los relojes siguen como estaban: no se anota nada.</source>
        <translation>The clocks stay as they were: nothing is recorded.</translation>
    </message>
    <message>
        <source>Los relojes ya marcan esos tiempos: no se anota nada.</source>
        <translation>The clocks already show those times: nothing is recorded.</translation>
    </message>
    <message>
        <source>Relojes — Planilla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No se pueden leer los relojes de la partida: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Con el foco en los relojes: Espacio pulsa, P pausa y 1–4 pulsa el reloj de ese participante si es su turno.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No se ha guardado el estado de los relojes: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Los relojes están en marcha. ¿Cerrar? Se guardan en pausa y siguen al volver.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sesion</name>
    <message>
        <source>No se pueden guardar partidas: no hay almacén.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No se pueden leer las partidas guardadas: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hay ninguna partida abierta.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La partida no ha terminado. ¿Empezar otra con las mismas personas? Esta queda guardada en «Partidas».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>¿Borrar la partida {0}? No se puede recuperar.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TiraFichas</name>
    <message>
        <source>antes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sin premio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doble tanto de letra (DL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple tanto de letra (TL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doble tanto de palabra (DP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple tanto de palabra (TP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocada en un turno anterior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comodín</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VentanaPrincipal</name>
    <message>
        <source>Planilla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dejar en el tablero sin anotar puntos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dejar en el tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La partida en curso es de otra edición: para cambiarla, empieza una partida nueva.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Al cambiar de edición se vacía el tablero y se pierde la jugada en curso. ¿Cambiar?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edición: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lo que se escribe como palabras no se coloca en el tablero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No se puede dejar en el tablero: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1} puntos) queda en el tablero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hay nada que deshacer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se deshizo la última jugada dejada en el tablero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tablero vacío. Ctrl+Z lo recupera.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escribe las letras: ocupan las casillas libres desde la marcada.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escribe la palabra principal.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VentanaProyector</name>
    <message>
        <source>Esc: salir del modo proyector</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VistaTablero</name>
    <message>
        <source>Tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La jugada no cabía desde {0}: se empieza de nuevo allí.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La jugada no cabe en esa dirección desde {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hay ninguna ficha nueva que marcar como comodín.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esa ficha es un comodín fijo: la K y la W no existen en español.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>v</name>
    <message>
        <source>&amp;Archivo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Salir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jugada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Horizontal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Vertical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cambiar de dirección</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marcar la última ficha como co&amp;modín</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Borrar la última ficha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;ncelar la jugada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dejar en el tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deshacer «Dejar en el &amp;tablero»</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Vaciar el tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ir al tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colocar las fichas en el tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Escribir las palabras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;dición</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Español (FISE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paneles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pantalla &amp;completa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Atajos de teclado</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acerca de Planilla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;yuda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Atajos de teclado</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Acerca de Planilla</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
