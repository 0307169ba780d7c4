<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="es">
<context>
    <name></name>
    <message>
        <location filename="../../../app_planilla/ui/carpeta_datos.py" line="32"/>
        <source>No se pueden guardar partidas: {0} El contador funciona igual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/carpeta_datos.py" line="36"/>
        <source>Otra Planilla está usando la carpeta de datos «{0}». ¿Abrir sus partidas solo para verlas, exportarlas e imprimirlas?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/carpeta_datos.py" line="39"/>
        <source>otra Planilla está usando la carpeta «{0}».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/carpeta_datos.py" line="46"/>
        <source>{0} ¿Repararlo ahora?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/carpeta_datos.py" line="57"/>
        <source>Otra Planilla está usando la carpeta de datos «{0}»: aquí sus partidas solo se pueden ver, exportar e imprimir.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CajaComprobacion</name>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="274"/>
        <source>Comprobar las palabras en una &amp;lista abierta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="276"/>
        <source>Marca cada palabra de la jugada; la puntuación no cambia ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="296"/>
        <source>No es el Lexicón FISE: una palabra válida en torneo puede faltar, o al revés.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CasillaLetra</name>
    <message>
        <location filename="../../../app_planilla/ui/fichas/vista.py" line="28"/>
        <source>Comodín</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Comprobacion</name>
    <message>
        <location filename="../../../app_planilla/ui/acerca.py" line="24"/>
        <source>{0} Estas listas sirven solo para la comprobación opcional de palabras y no son el Lexicón FISE. Textos de las licencias: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/desglose.py" line="43"/>
        <source>En la lista</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/desglose.py" line="44"/>
        <source>No está en la lista</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/desglose.py" line="45"/>
        <source>Lista no cargada</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Comprobador</name>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="125"/>
        <source>Cargando la lista…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="130"/>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="248"/>
        <source>Lista no cargada: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="131"/>
        <source>Lista no cargada.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="232"/>
        <source>Lista abierta incluida (Letterpress, {0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="233"/>
        <source>español</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="233"/>
        <source>inglés</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="235"/>
        <source>Lista propia: «{0}».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="240"/>
        <source>No se ha cargado la lista «{0}»: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogoImprimir</name>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="41"/>
        <source>Imprimir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="44"/>
        <source>Hoja de control de fichas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="45"/>
        <source>Planilla clásica en blanco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="46"/>
        <source>Planilla duplicada en blanco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="47"/>
        <source>Planilla de Tantrix en blanco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="48"/>
        <source>Planilla de «4 en letras» en blanco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="50"/>
        <source>Planilla de la partida en curso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="61"/>
        <source>Carta (EE. UU.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="62"/>
        <source>Abrir el PDF al terminar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="68"/>
        <source>&amp;Hoja:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="69"/>
        <source>&amp;Edición:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="70"/>
        <source>&amp;Participantes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="71"/>
        <source>P&amp;apel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="99"/>
        <source>control-de-fichas.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="100"/>
        <source>planilla-clasica.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="101"/>
        <source>planilla-duplicada.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="102"/>
        <source>partida.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="103"/>
        <source>planilla-tantrix.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="104"/>
        <source>planilla-4-en-letras.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="111"/>
        <source>Guardar el PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="111"/>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/imprimir.py" line="138"/>
        <source>No se pudo guardar «%1»: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Fichas</name>
    <message>
        <location filename="../../../app_planilla/ui/fichas/partida.py" line="49"/>
        <source>Fichas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FilaPalabra</name>
    <message>
        <location filename="../../../app_planilla/ui/tablero/escritas.py" line="184"/>
        <source>Principal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/escritas.py" line="185"/>
        <source>Palabra principal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/escritas.py" line="187"/>
        <source>Cruzada {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/escritas.py" line="188"/>
        <source>Palabra cruzada {0} (si la hay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/escritas.py" line="199"/>
        <source>Fichas de la palabra: clic o Espacio cambia la casilla</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MenuArchivo</name>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="104"/>
        <source>&amp;Importar GCG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="105"/>
        <source>&amp;Exportar GCG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="107"/>
        <source>Importar partida en &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="108"/>
        <source>Exportar partida en JS&amp;ON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="110"/>
        <source>Im&amp;primir…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="112"/>
        <source>&amp;Copia de seguridad…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="113"/>
        <source>&amp;Restaurar una copia…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="153"/>
        <source>GCG (*.gcg);;Todos los ficheros (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="156"/>
        <source>Copia de Planilla (*.sqlite3);;Todos los ficheros (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="159"/>
        <source>Partida de Planilla (*.json);;Todos los ficheros (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="171"/>
        <source>Planilla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="181"/>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="262"/>
        <source>No se pueden guardar partidas: no hay dónde importar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="184"/>
        <source>Importar GCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="193"/>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="279"/>
        <source>No se ha importado «{0}»: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="201"/>
        <source>1 jugada reproducida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="202"/>
        <source>{0} jugadas reproducidas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="203"/>
        <source>«{0}» importado como partida {1}: {2} en el tablero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="205"/>
        <source>Todas las puntuaciones coinciden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="210"/>
        <source>1 línea tiene puntos distintos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="211"/>
        <source>{0} líneas tienen puntos distintos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="213"/>
        <source>{0} de los que calcula Planilla: la hoja conserva los del archivo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="214"/>
        <source>Informe de la importación</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="221"/>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="293"/>
        <source>No hay ninguna partida abierta que exportar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="224"/>
        <source>Exportar GCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="239"/>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="313"/>
        <source>Partida {0} exportada a «{1}».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="247"/>
        <source>1 línea de la hoja no tiene forma GCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="248"/>
        <source>{0} líneas de la hoja no tienen forma GCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="249"/>
        <source>: van en notas que solo lee Planilla, y los totales del archivo no las cuentan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="250"/>
        <source>Informe de la exportación</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="265"/>
        <source>Importar partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="276"/>
        <source>No se puede leer «{0}»: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="282"/>
        <source>«{0}» importado como partida {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="284"/>
        <source>«{0}» importado como partida {1}: está en «Partidas».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="296"/>
        <source>Exportar partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="308"/>
        <source>No se puede escribir «{0}»: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="324"/>
        <source>No hay partidas guardadas de las que hacer una copia.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="330"/>
        <source>Copia de seguridad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="339"/>
        <source>Copia de todas las partidas guardada en «{0}».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="347"/>
        <source>No se pueden guardar partidas: no hay dónde restaurar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="350"/>
        <source>Restaurar una copia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="352"/>
        <source>Las partidas de «{0}» sustituirán a las de ahora, que se guardan antes aparte en la carpeta de datos. ¿Restaurar la copia?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="363"/>
        <source>No se ha restaurado «{0}»: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="365"/>
        <source>Copia restaurada. Las partidas de antes están en «{0}».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/archivo/menu.py" line="402"/>
        <source>PDF guardado en «{0}».</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MontajeComprobacion</name>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="317"/>
        <source>Comprobar las palabras en una &amp;lista abierta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="320"/>
        <source>Cargar una lista p&amp;ropia…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="321"/>
        <source>Volver a la lista &amp;incluida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="346"/>
        <source>Se usa la lista abierta incluida.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="352"/>
        <source>Cargar una lista propia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="353"/>
        <source>Listas de palabras (*.txt *.lst *.dic);;Todos los ficheros (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/comprobacion.py" line="363"/>
        <source>Cargando «{0}»…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpcionesReloj</name>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="41"/>
        <source>Reloj de ajedrez por participante; el de quien tiene el turno corre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="43"/>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="51"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="45"/>
        <source> s por jugada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="45"/>
        <source>sin incremento</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="46"/>
        <source>Incremento Fischer: segundos que gana quien pulsa su reloj.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="48"/>
        <source> puntos por minuto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="48"/>
        <source>no resta puntos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="49"/>
        <source>Lo que cuesta el tiempo extra: por minuto o fracción (FISE: 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="51"/>
        <source>sin límite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="52"/>
        <source>Pasado este tiempo extra se avisa de que se pierde por tiempo (decide el árbitro).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="60"/>
        <source>Tiempo por participante:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="61"/>
        <source>Incremento:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="62"/>
        <source>Tiempo extra:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="63"/>
        <source>Máximo de tiempo extra:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="107"/>
        <source>Sin reloj</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="109"/>
        <source>Torneo FISE: 30 minutos por participante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="110"/>
        <source>Torneo en inglés: 25 minutos, como mucho 10 de tiempo extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/opciones.py" line="111"/>
        <source>A medida</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelDesglose</name>
    <message>
        <location filename="../../../app_planilla/ui/tablero/desglose.py" line="78"/>
        <source>Puntos de la jugada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/desglose.py" line="131"/>
        <source>No puntúa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/desglose.py" line="139"/>
        <source>Toca la casilla donde empieza la palabra y escribe las letras.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/desglose.py" line="144"/>
        <source>{0} puntos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/desglose.py" line="145"/>
        <source>1 punto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/desglose.py" line="148"/>
        <source>principal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/desglose.py" line="148"/>
        <source>cruzada</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelEscritas</name>
    <message>
        <location filename="../../../app_planilla/ui/tablero/escritas.py" line="259"/>
        <source>Escribe la palabra principal y, debajo, cada palabra cruzada. Toca una ficha para elegir la casilla que tiene debajo (DL, TL, DP, TP) o marcarla como colocada antes; clic derecho o «?»: comodín.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelFichas</name>
    <message>
        <location filename="../../../app_planilla/ui/fichas/vista.py" line="128"/>
        <source>&lt;b&gt;%1&lt;/b&gt; fichas sin salir al tablero · &lt;b&gt;%2&lt;/b&gt; en la bolsa (con un atril de siete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/fichas/vista.py" line="130"/>
        <source>&lt;b&gt;%1&lt;/b&gt; fichas sin salir al tablero · &lt;b&gt;%2&lt;/b&gt; en la bolsa (con %3 atriles de siete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/fichas/vista.py" line="139"/>
        <source>Por salir: %1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/fichas/vista.py" line="140"/>
        <source>vocal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/fichas/vista.py" line="140"/>
        <source>vocales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/fichas/vista.py" line="141"/>
        <source>consonante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/fichas/vista.py" line="141"/>
        <source>consonantes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/fichas/vista.py" line="142"/>
        <source>comodín</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/fichas/vista.py" line="142"/>
        <source>comodines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/fichas/vista.py" line="146"/>
        <source>Una jugada anotada solo con puntos: sus fichas no se descuentan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/fichas/vista.py" line="148"/>
        <source>%1 jugadas anotadas solo con puntos: sus fichas no se descuentan.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelJugada</name>
    <message>
        <location filename="../../../app_planilla/ui/tablero/panel_jugada.py" line="58"/>
        <source>&amp;Edición:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/panel_jugada.py" line="62"/>
        <source>Español (FISE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/panel_jugada.py" line="62"/>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/panel_jugada.py" line="71"/>
        <source>Colocar las fichas en el tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/panel_jugada.py" line="73"/>
        <source>Escribir las palabras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/panel_jugada.py" line="102"/>
        <source>Dirección:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/panel_jugada.py" line="103"/>
        <source>→ Horizontal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/panel_jugada.py" line="105"/>
        <source>↓ Vertical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/panel_jugada.py" line="114"/>
        <source>Dejar en el tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/panel_jugada.py" line="117"/>
        <source>Vaciar el tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/panel_jugada.py" line="123"/>
        <source>Toca la casilla de inicio (otro toque cambia la dirección) y escribe. Tocar una ficha nueva o «?»: comodín · Retroceso · Esc · flechas · Intro: dejar.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelRelojes</name>
    <message>
        <location filename="../../../app_planilla/ui/relojes/vista.py" line="115"/>
        <source>Espacio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/vista.py" line="119"/>
        <source>Modo proyector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/vista.py" line="215"/>
        <source>Los relojes vuelven en pausa. Desde el último evento guardado pasaron %1 con el reloj en marcha: acordad si se descuentan antes de seguir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/vista.py" line="219"/>
        <source>Los relojes vuelven en pausa. Según la hora del sistema, que pudo cambiar, desde el último evento guardado pasaron unos %1 con el reloj en marcha: acordad si se descuentan antes de seguir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/vista.py" line="238"/>
        <source>Pulsar el reloj ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/vista.py" line="240"/>
        <source>Pausa ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/vista.py" line="243"/>
        <source>Seguir ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/vista.py" line="243"/>
        <source>Empezar ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/vista.py" line="248"/>
        <source>Turno de %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelTemporizador</name>
    <message>
        <location filename="../../../app_planilla/ui/relojes/temporizador.py" line="44"/>
        <source>1 minuto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/temporizador.py" line="44"/>
        <source>2 minutos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/temporizador.py" line="44"/>
        <source>3 minutos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/temporizador.py" line="65"/>
        <location filename="../../../app_planilla/ui/relojes/temporizador.py" line="180"/>
        <source>Empezar (Espacio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/temporizador.py" line="66"/>
        <source>Reiniciar (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/temporizador.py" line="67"/>
        <source>Modo proyector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/temporizador.py" line="81"/>
        <source>Reloj de la ronda:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/temporizador.py" line="151"/>
        <source>El reloj vuelve en pausa: corrió %1 sin verse tras el cierre brusco, ya descontados.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/temporizador.py" line="180"/>
        <source>Pausa (Espacio)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RelojParticipante</name>
    <message>
        <location filename="../../../app_planilla/ui/relojes/vista.py" line="74"/>
        <source>Tiempo extra: −%1 puntos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/vista.py" line="76"/>
        <source>Superó el tiempo extra máximo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/vista.py" line="78"/>
        <source>En pausa</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RelojesPartida</name>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="90"/>
        <source>Esta partida se juega sin reloj. Para jugar con reloj, elígelo en «Nueva partida…».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="95"/>
        <source>Relojes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="131"/>
        <source>Relojes: pulsar el reloj (pasa el turno al siguiente)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="132"/>
        <source>Relojes: pausa o seguir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="133"/>
        <source>Espacio / P / 1–4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="133"/>
        <source>Con el foco en los relojes: pulsar, pausa, pulsar el reloj de ese participante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="135"/>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="135"/>
        <source>Cerrar el modo proyector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="142"/>
        <source>&amp;Relojes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="156"/>
        <source>&amp;Pulsar el reloj</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="157"/>
        <source>Pa&amp;usa o seguir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="158"/>
        <source>Modo pro&amp;yector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="178"/>
        <source>Esta partida se juega sin reloj.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="187"/>
        <source>Relojes — Planilla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="234"/>
        <source>No se pueden leer los relojes de la partida: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="253"/>
        <source>Con el foco en los relojes: Espacio pulsa, P pausa y 1–4 pulsa el reloj de ese participante si es su turno.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="302"/>
        <source>No se ha guardado el estado de los relojes: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/relojes/partida.py" line="331"/>
        <source>Los relojes están en marcha. ¿Cerrar? Se guardan en pausa y siguen al volver.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sesion</name>
    <message>
        <location filename="../../../app_planilla/ui/sesion.py" line="120"/>
        <source>No se pueden guardar partidas: no hay almacén.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/sesion.py" line="168"/>
        <source>No se pueden leer las partidas guardadas: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/sesion.py" line="191"/>
        <source>No hay ninguna partida abierta.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/sesion.py" line="194"/>
        <source>La partida no ha terminado. ¿Empezar otra con las mismas personas? Esta queda guardada en «Partidas».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/sesion.py" line="302"/>
        <source>¿Borrar la partida {0}? No se puede recuperar.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TiraFichas</name>
    <message>
        <location filename="../../../app_planilla/ui/tablero/escritas.py" line="37"/>
        <source>antes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/escritas.py" line="109"/>
        <source>Sin premio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/escritas.py" line="109"/>
        <source>Doble tanto de letra (DL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/escritas.py" line="110"/>
        <source>Triple tanto de letra (TL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/escritas.py" line="110"/>
        <source>Doble tanto de palabra (DP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/escritas.py" line="111"/>
        <source>Triple tanto de palabra (TP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/escritas.py" line="112"/>
        <source>Colocada en un turno anterior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/escritas.py" line="119"/>
        <source>Comodín</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VentanaPrincipal</name>
    <message>
        <location filename="../../../app_planilla/ui/ventana.py" line="81"/>
        <location filename="../../../app_planilla/ui/ventana.py" line="440"/>
        <source>Planilla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/ventana.py" line="239"/>
        <source>Dejar en el tablero sin anotar puntos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/ventana.py" line="239"/>
        <source>Dejar en el tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/ventana.py" line="301"/>
        <source>La partida en curso es de otra edición: para cambiarla, empieza una partida nueva.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/ventana.py" line="305"/>
        <source>Al cambiar de edición se vacía el tablero y se pierde la jugada en curso. ¿Cambiar?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/ventana.py" line="317"/>
        <source>Edición: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/ventana.py" line="325"/>
        <source>Lo que se escribe como palabras no se coloca en el tablero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/ventana.py" line="331"/>
        <source>No se puede dejar en el tablero: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/ventana.py" line="336"/>
        <source>{0} ({1} puntos) queda en el tablero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/ventana.py" line="397"/>
        <source>No hay nada que deshacer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/ventana.py" line="402"/>
        <source>Se deshizo la última jugada dejada en el tablero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/ventana.py" line="419"/>
        <source>Tablero vacío. Ctrl+Z lo recupera.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/ventana.py" line="449"/>
        <source>Escribe las letras: ocupan las casillas libres desde la marcada.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/ventana.py" line="452"/>
        <source>Escribe la palabra principal.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VentanaProyector</name>
    <message>
        <location filename="../../../app_planilla/ui/relojes/temporizador.py" line="201"/>
        <source>Esc: salir del modo proyector</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VistaTablero</name>
    <message>
        <location filename="../../../app_planilla/ui/tablero/vista.py" line="53"/>
        <source>Tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/vista.py" line="86"/>
        <source>La jugada no cabía desde {0}: se empieza de nuevo allí.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/vista.py" line="112"/>
        <source>La jugada no cabe en esa dirección desde {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/vista.py" line="119"/>
        <source>No hay ninguna ficha nueva que marcar como comodín.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/tablero/vista.py" line="121"/>
        <source>Esa ficha es un comodín fijo: la K y la W no existen en español.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>v</name>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="86"/>
        <source>&amp;Archivo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="87"/>
        <source>&amp;Salir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="91"/>
        <source>&amp;Jugada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="92"/>
        <source>&amp;Horizontal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="93"/>
        <source>&amp;Vertical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="98"/>
        <source>&amp;Cambiar de dirección</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="100"/>
        <source>Marcar la última ficha como co&amp;modín</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="102"/>
        <source>&amp;Borrar la última ficha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="103"/>
        <source>Ca&amp;ncelar la jugada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="105"/>
        <source>&amp;Dejar en el tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="107"/>
        <source>Deshacer «Dejar en el &amp;tablero»</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="109"/>
        <source>&amp;Vaciar el tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="112"/>
        <source>&amp;Ir al tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="114"/>
        <source>&amp;Ver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="117"/>
        <source>&amp;Colocar las fichas en el tablero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="118"/>
        <source>&amp;Escribir las palabras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="125"/>
        <source>E&amp;dición</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="129"/>
        <source>Español (FISE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="129"/>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="136"/>
        <source>&amp;Paneles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="138"/>
        <source>Pantalla &amp;completa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="149"/>
        <source>Atajos de teclado</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="154"/>
        <source>Acerca de Planilla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="156"/>
        <source>A&amp;yuda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="157"/>
        <source>&amp;Atajos de teclado</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/acciones.py" line="158"/>
        <source>&amp;Acerca de Planilla</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
