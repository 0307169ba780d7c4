<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="es">
<context>
    <name>AccionesDuplicada</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="84"/>
        <source>&amp;Duplicada</source>
        <translation>&amp;Duplicate</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="91"/>
        <source>&amp;Nueva ronda (atril escrito)</source>
        <translation>&amp;New round (typed rack)</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="92"/>
        <source>&amp;Sortear el atril de la ronda</source>
        <translation>&amp;Draw the round’s rack</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="93"/>
        <source>Escribir el &amp;atril…</source>
        <translation>Type the rac&amp;k…</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="95"/>
        <source>&amp;Buscar la jugada maestra…</source>
        <translation>&amp;Find the master move…</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="96"/>
        <source>Anotar como jugada &amp;maestra</source>
        <translation>Record as &amp;master move</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="97"/>
        <source>&amp;Escribir los puntos</source>
        <translation>Enter &amp;points</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="98"/>
        <source>Escribir los puntos a ma&amp;no</source>
        <translation>Enter points by &amp;hand</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="99"/>
        <source>&amp;Deshacer la última línea</source>
        <translation>&amp;Undo last line</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="101"/>
        <source>Empezar o parar el &amp;reloj de la ronda</source>
        <translation>Start or stop the round &amp;timer</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="103"/>
        <source>&amp;Terminar la partida</source>
        <translation>&amp;End game</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="104"/>
        <source>&amp;Otra partida, mismas personas</source>
        <translation>&amp;Rematch, same players</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="105"/>
        <source>Copiar la &amp;planilla</source>
        <translation>Copy score &amp;sheet</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="106"/>
        <source>Copiar la c&amp;lasificación</source>
        <translation>Copy st&amp;andings</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="155"/>
        <source>No hay ninguna partida duplicada en juego.</source>
        <translation>No duplicate game in progress.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="161"/>
        <source>Los puntos a mano tienen que ser un número de 0 a {0}.</source>
        <translation>Points entered by hand must be a number from 0 to {0}.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="181"/>
        <source>No hay ninguna jugada calculada: coloca la jugada maestra en el tablero o escribe sus puntos.</source>
        <translation>No move has been scored: place the master move on the board or type its points.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="209"/>
        <source>No hay ninguna jugada calculada: coloca la jugada en el tablero o escribe los puntos a mano.</source>
        <translation>No move has been scored: place the move on the board or type the points by hand.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="240"/>
        <source>Escribe la jugada maestra como coordenada y palabra, p. ej. «H4 JAMÓN».</source>
        <translation>Type the master move as a coordinate and a word, e.g. “H4 QUIZ”.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="249"/>
        <source>Los puntos tienen que ser un número de 0 a {0}.</source>
        <translation>Points must be a number from 0 to {0}.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="267"/>
        <source>No hay ninguna partida duplicada en juego que terminar.</source>
        <translation>No duplicate game in progress to end.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="270"/>
        <source>¿Terminar la partida? En la duplicada no hay ajuste de fichas.</source>
        <translation>End the game? Duplicate has no end-of-game adjustment.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="273"/>
        <source>Quedan %n casillas sin puntos: cuentan como 0.</source>
        <translation>
            <numerusform>%n cell has no score yet: it counts as 0.</numerusform>
            <numerusform>%n cells have no score yet: they count as 0.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="280"/>
        <source>Partida terminada. Ganador: {0}.</source>
        <translation>Game over. Winner: {0}.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="307"/>
        <source>Clasificación copiada al portapapeles.</source>
        <translation>Standings copied to the clipboard.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="313"/>
        <source>Planilla copiada al portapapeles.</source>
        <translation>Score sheet copied to the clipboard.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="324"/>
        <source>Reloj de la ronda</source>
        <translation>Round timer</translation>
    </message>
</context>
<context>
    <name>Buscador</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="130"/>
        <source>No se ha podido usar la lista propia: {0} Se usa la incluida.</source>
        <translation>Could not use your own word list: {0} Using the included one.</translation>
    </message>
</context>
<context>
    <name>BusquedaMaestra</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="271"/>
        <source>Buscar la jugada maestra necesita una ronda en juego.</source>
        <translation>Finding the master move needs a round in progress.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="275"/>
        <source>La ronda {0} no tiene atril anotado: escríbelo en la tabla para buscar su jugada maestra.</source>
        <translation>Round {0} has no rack recorded: type it in the table to find its master move.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="319"/>
        <source>Jugada maestra: {0} {1}, {2} (hallada con {3}).</source>
        <translation>Master move: {0} {1}, {2} (found with {3}).</translation>
    </message>
</context>
<context>
    <name>ControladorDuplicada</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/controlador.py" line="98"/>
        <source>Todas las casillas de la ronda {0} ya tienen puntos: toca la que quieras corregir.</source>
        <translation>Every cell in round {0} already has a score: click the one you want to correct.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/controlador.py" line="114"/>
        <source>No hay ninguna partida duplicada abierta.</source>
        <translation>No duplicate game is open.</translation>
    </message>
</context>
<context>
    <name>ControladorHoja</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/operacion_guardada.py" line="61"/>
        <source>No hay ninguna partida abierta: empieza una con «Nueva partida…».</source>
        <translation>No game is open: start one with “New game…”.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/operacion_guardada.py" line="77"/>
        <source>No se ha guardado nada: {0}</source>
        <translation>Nothing has been saved: {0}</translation>
    </message>
</context>
<context>
    <name>DialogoClasificacion</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="129"/>
        <source>Clasificación final</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="150"/>
        <source>Copiar la clasificación</source>
        <translation>Copy standings</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="152"/>
        <source>Otra partida, mismas personas</source>
        <translation>Rematch, same players</translation>
    </message>
</context>
<context>
    <name>DialogoFin</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="84"/>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="110"/>
        <source>Terminar la partida</source>
        <translation>End game</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="89"/>
        <source>Escribe lo que le queda a cada participante en el atril: las letras (un ? por cada comodín) o directamente los puntos. Deja vacía la casilla de quien se quedó sin fichas (solo una).</source>
        <translation>Enter what each player has left on their rack: the letters (a ? for each blank) or just the points. Leave the box of the player who went out empty (only one).</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="99"/>
        <source>vacío: se quedó sin fichas</source>
        <translation>empty: went out</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="103"/>
        <source>Los empates comparten puesto.</source>
        <translation>Tied players share the same rank.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="104"/>
        <source>En caso de empate gana quien tenía más puntos antes del ajuste.</source>
        <translation>In a tie, the player who had more points before the adjustment wins.</translation>
    </message>
</context>
<context>
    <name>DialogoMaestra</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="187"/>
        <source>Buscar la jugada maestra</source>
        <translation>Find the master move</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="189"/>
        <source>Buscando las mejores jugadas de {0}…</source>
        <translation>Looking for the best moves for {0}…</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="193"/>
        <source>Coordenada</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="193"/>
        <source>Palabra</source>
        <translation>Word</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="193"/>
        <source>Puntos</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="193"/>
        <source>Desglose</source>
        <translation>Breakdown</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="208"/>
        <source>Anotar como jugada maestra</source>
        <translation>Record as master move</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="229"/>
        <source>No se ha podido buscar: {0}</source>
        <translation>Could not search: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="244"/>
        <source>Las %n mejores jugadas de {0} con {1}. Intro o doble clic: anotarla como maestra.</source>
        <translation>
            <numerusform>The best move for {0} with {1}. Enter or double-click: record it as the master move.</numerusform>
            <numerusform>The %n best moves for {0} with {1}. Enter or double-click: record one as the master move.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="249"/>
        <source>Ninguna jugada de {0} forma palabras de {1}.</source>
        <translation>No move with {0} makes words in {1}.</translation>
    </message>
</context>
<context>
    <name>DialogoNuevaPartida</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="48"/>
        <source>Español (FISE)</source>
        <translation>Spanish (FISE)</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="49"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="66"/>
        <source>Al final, cada participante anota su línea más larga y su circuito más grande (en fichas): 1 punto por ficha de línea, 2 por ficha de circuito; cuenta la mejor.</source>
        <translation>At the end, each player records their longest line and their largest loop (in tiles): 1 point per line tile, 2 per loop tile; the better one counts.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="72"/>
        <source>Una serie de partidas: se anota quién gana cada una y con qué palabra (o el empate con el área llena). Vencedor absoluto: quien más partidas gana.</source>
        <translation>A series of games: record who wins each one and with which word (or a draw when the area is full). Overall winner: whoever wins the most games.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="87"/>
        <source>Nueva partida</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="97"/>
        <source>Clásica</source>
        <translation>Classic</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="98"/>
        <source>Duplicada</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="99"/>
        <source>Tantrix</source>
        <translation>Tantrix</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="100"/>
        <source>«4 en letras»</source>
        <translation>“4 en letras”</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="101"/>
        <source>Duplicada: todos juegan el mismo atril cada ronda (de 1 a 16 participantes; con uno, en solitario contra las jugadas maestras).</source>
        <translation>Duplicate: everyone plays the same rack each round (1 to 16 players; with one, solo against the master moves).</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="103"/>
        <source>&amp;Tipo de partida:</source>
        <translation>Game &amp;type:</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="108"/>
        <source>&amp;Participantes:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="117"/>
        <source>Participante {0} (nombre opcional)</source>
        <translation>Player {0} (name optional)</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="118"/>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="196"/>
        <source>Participante {0}</source>
        <translation>Player {0}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="119"/>
        <source>Nombre {0}:</source>
        <translation>Name {0}:</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="134"/>
        <source>Sortear quién empieza</source>
        <translation>Draw for first play</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="138"/>
        <source>&amp;Abre:</source>
        <translation>&amp;First to play:</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="145"/>
        <source>&amp;Reglas:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="151"/>
        <source>&amp;Edición:</source>
        <translation>&amp;Edition:</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="154"/>
        <source>Los empatados comparten puesto</source>
        <translation>Tied players share the same rank</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="155"/>
        <source>Gana quien tenía más puntos antes del ajuste</source>
        <translation>Higher score before the adjustment wins</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="156"/>
        <source>E&amp;mpate:</source>
        <translation>T&amp;ies:</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="159"/>
        <source>Re&amp;loj:</source>
        <translation>C&amp;lock:</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="160"/>
        <source>Bonificaciones FISE</source>
        <translation>FISE bonuses</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="162"/>
        <source>+10 a quien sola encuentra la maestra de una ronda, +5 a quien sola tiene la mejor puntuación por debajo; como mucho 25 por partida.</source>
        <translation>+10 to a player who alone finds a round’s master move, +5 to a player who alone has the best score below it; at most 25 per game.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="165"/>
        <source>Duplicada en &amp;solitario: la aplicación sortea y busca las maestras</source>
        <translation>&amp;Solo duplicate: the app draws the racks and finds the master moves</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="168"/>
        <source>La aplicación sortea cada atril y, cuando se confirma la jugada, busca la maestra en su lista de palabras y la coloca. Con varios participantes ante la misma pantalla, cada uno escribe sus puntos.</source>
        <translation>The app draws each rack and, once the move is confirmed, finds the master move in its word list and places it. With several players at the same screen, each one enters their own score.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="179"/>
        <source>Empezar la partida</source>
        <translation>Start the game</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="211"/>
        <source>«{0}» es para {1} participantes: con {2} se aplican las reglas de casa.</source>
        <translation>“{0}” is for {1} players: with {2}, house rules apply.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="214"/>
        <source>Estas reglas proponen un reloj de {0} minutos; el tiempo extra cuesta {1} puntos por minuto o fracción.</source>
        <translation>These rules suggest a {0}-minute clock; overtime costs {1} points per minute or part of a minute.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="218"/>
        <source>Impugnar una palabra válida cuesta {0} puntos a quien impugna.</source>
        <translation>Challenging a valid word costs the challenger {0} points.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="264"/>
        <source>En solitario, contra las jugadas maestras.</source>
        <translation>Solo, against the master moves.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="265"/>
        <source>Todos juegan el mismo atril; la jugada maestra de cada ronda pasa al tablero.</source>
        <translation>Everyone plays the same rack; each round’s master move goes on the board.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="267"/>
        <source>La FISE recomienda las bonificaciones solo desde {0} participantes.</source>
        <translation>FISE recommends bonuses only with {0} or more players.</translation>
    </message>
</context>
<context>
    <name>DialogoPartidas</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="79"/>
        <source>Partidas</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="88"/>
        <source>Abrir</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="89"/>
        <source>Duplicar</source>
        <translation>Make a copy</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="90"/>
        <source>Borrar</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="91"/>
        <source>Cerrar</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>DialogoPenalizacion</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="36"/>
        <source>Penalización</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="44"/>
        <source>&amp;A quién:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="49"/>
        <source>&amp;Puntos que se restan:</source>
        <translation>Points &amp;deducted:</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="52"/>
        <source>p. ej. impugnó una palabra válida</source>
        <translation>e.g. challenged a valid word</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="54"/>
        <source>&amp;Motivo:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="56"/>
        <source>No gasta turno. Con «{0}» se proponen {1} puntos.</source>
        <translation>It does not use up a turn. “{0}” suggests {1} points.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="61"/>
        <source>Restar los puntos</source>
        <translation>Deduct the points</translation>
    </message>
</context>
<context>
    <name>DialogoSorteo</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_sorteo.py" line="34"/>
        <source>Sortear quién empieza</source>
        <translation>Draw for first play</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_sorteo.py" line="39"/>
        <source>Cada participante saca una ficha de la bolsa. Abre quien saque la más cercana a la A; el comodín (?) va antes que la A. Si hay empate, vuelven a sacar solo los empatados.</source>
        <translation>Each player draws a tile from the bag. The player whose tile is closest to A goes first; a blank (?) beats an A. If there is a tie, only the tied players draw again.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_sorteo.py" line="52"/>
        <source>ficha</source>
        <translation>tile</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_sorteo.py" line="60"/>
        <source>Anotar las fichas sacadas</source>
        <translation>Record the drawn tiles</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_sorteo.py" line="61"/>
        <source>Sacar de la bolsa</source>
        <translation>Draw from the bag</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_sorteo.py" line="93"/>
        <source>{0}. Abre {1}.</source>
        <translation>{0}. {1} goes first.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_sorteo.py" line="96"/>
        <source>{0}. Empate entre {1}: vuelven a sacar.</source>
        <translation>{0}. Tie between {1}: they draw again.</translation>
    </message>
</context>
<context>
    <name>EnlaceTableroDuplicada</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/tablero.py" line="115"/>
        <source>Empieza la primera ronda con su atril.</source>
        <translation>Start the first round with its rack.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/tablero.py" line="118"/>
        <source>ninguna casilla vacía</source>
        <translation>no empty cell</translation>
    </message>
    <message numerus="yes">
        <location filename="../../../app_planilla/ui/hojas/duplicada/tablero.py" line="120"/>
        <source>{0}: &lt;b&gt;%n&lt;/b&gt; puntos · siguiente casilla: {1}</source>
        <translation>
            <numerusform>{0}: &lt;b&gt;%n&lt;/b&gt; point · next cell: {1}</numerusform>
            <numerusform>{0}: &lt;b&gt;%n&lt;/b&gt; points · next cell: {1}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/tablero.py" line="123"/>
        <source>Coloca la jugada en el tablero o escribe los puntos</source>
        <translation>Place the move on the board or type the points</translation>
    </message>
</context>
<context>
    <name>Hoja</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="62"/>
        <source>Planilla</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="119"/>
        <source>&amp;Partida</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="126"/>
        <source>&amp;Nueva partida…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="127"/>
        <source>P&amp;artidas…</source>
        <translation>&amp;Games…</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="129"/>
        <source>&amp;Sumar</source>
        <translation>&amp;Add move</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="130"/>
        <source>Escribir los puntos a &amp;mano</source>
        <translation>Enter points by &amp;hand</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="131"/>
        <source>&amp;Pasar</source>
        <translation>&amp;Pass</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="132"/>
        <source>&amp;Cambiar</source>
        <translation>E&amp;xchange</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="133"/>
        <source>Palabra &amp;retirada</source>
        <translation>&amp;Withdrawn word</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="134"/>
        <source>&amp;Deshacer la última línea</source>
        <translation>&amp;Undo last line</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="135"/>
        <source>Pe&amp;nalización…</source>
        <translation>Penalt&amp;y…</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="137"/>
        <source>&amp;Terminar la partida…</source>
        <translation>&amp;End game…</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="138"/>
        <source>&amp;Otra partida, mismas personas</source>
        <translation>&amp;Rematch, same players</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="140"/>
        <source>Copiar la &amp;planilla</source>
        <translation>Copy score &amp;sheet</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="141"/>
        <source>Copiar la c&amp;lasificación</source>
        <translation>Copy s&amp;tandings</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="148"/>
        <source>Planilla</source>
        <comment>nombre de la aplicación</comment>
        <translation>Planilla</translation>
    </message>
</context>
<context>
    <name>HojaCuatroLetras</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="157"/>
        <source>«4 en letras»</source>
        <translation>“4 en letras”</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="158"/>
        <source>«&amp;4 en letras»</source>
        <translation>“&amp;4 en letras”</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="163"/>
        <source>&amp;Terminar la serie</source>
        <translation>&amp;End series</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="164"/>
        <source>&amp;Otra serie, mismas personas</source>
        <translation>&amp;New series, same players</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="168"/>
        <source>&amp;Gana la partida</source>
        <translation>Record &amp;win</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="169"/>
        <source>&amp;Empate (área llena)</source>
        <translation>&amp;Draw (area full)</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="185"/>
        <source>Partida {0}: gana {1} con {2}.</source>
        <translation>Game {0}: {1} wins with {2}.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="191"/>
        <source>Partida en empate: el área de 7×7 está llena.</source>
        <translation>Game drawn: the 7×7 area is full.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="196"/>
        <source>No hay ninguna serie en juego que terminar.</source>
        <translation>No series in progress to end.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="199"/>
        <source>¿Terminar la serie tras %n partidas?</source>
        <translation>
            <numerusform>End the series after %n game?</numerusform>
            <numerusform>End the series after %n games?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="210"/>
        <source>Serie terminada: nadie ha ganado ninguna partida.</source>
        <translation>Series over: nobody has won a game.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="213"/>
        <source>Serie terminada. Vencedores absolutos: {0}.</source>
        <translation>Series over. Overall winners: {0}.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="214"/>
        <source>Serie terminada. Vencedor absoluto: {0}.</source>
        <translation>Series over. Overall winner: {0}.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="247"/>
        <source>No hay ninguna serie de «4 en letras» abierta</source>
        <translation>No “4 en letras” series is open</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="253"/>
        <source>«4 en letras» · partida {0}</source>
        <translation>“4 en letras” · game {0}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="263"/>
        <source>Empates: {0}</source>
        <translation>Draws: {0}</translation>
    </message>
</context>
<context>
    <name>HojaDuplicada</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="60"/>
        <source>Planilla duplicada</source>
        <translation>Duplicate score sheet</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="68"/>
        <source>Reloj de la ronda</source>
        <translation>Round timer</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="157"/>
        <source>Partida duplicada: {0}.</source>
        <translation>Duplicate game: {0}.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="197"/>
        <source>No se ha guardado el reloj de la ronda: {0}</source>
        <translation>The round timer has not been saved: {0}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="248"/>
        <source>&amp;Confirmar la jugada</source>
        <translation>&amp;Confirm move</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="248"/>
        <source>&amp;Escribir los puntos</source>
        <translation>Enter &amp;points</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="255"/>
        <source>Las jugadas maestras siguen en el tablero: para quitar la última, «Deshacer la última línea».</source>
        <translation>The master moves stay on the board: to remove the last one, use “Undo last line”.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="257"/>
        <source>Toca la casilla de inicio (otro toque cambia la dirección) y escribe. «?»: comodín · Esc · Intro: escribir los puntos.</source>
        <translation>Click the starting square (click again to change direction) and type. “?”: blank · Esc · Enter: enter the points.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="263"/>
        <source>Ronda {0}: {1}</source>
        <translation>Round {0}: {1}</translation>
    </message>
</context>
<context>
    <name>HojaJuego</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="113"/>
        <source>&amp;Deshacer la última línea</source>
        <translation>&amp;Undo last line</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="115"/>
        <source>&amp;Terminar la partida</source>
        <translation>&amp;End game</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="116"/>
        <source>&amp;Otra partida, mismas personas</source>
        <translation>&amp;Rematch, same players</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="117"/>
        <source>Copiar la &amp;planilla</source>
        <translation>Copy score &amp;sheet</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="118"/>
        <source>Copiar la c&amp;lasificación</source>
        <translation>Copy st&amp;andings</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="128"/>
        <source>No hay ninguna partida en juego que terminar.</source>
        <translation>No game in progress to end.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="134"/>
        <source>Partida terminada.</source>
        <translation>Game over.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="144"/>
        <source>Planilla copiada al portapapeles.</source>
        <translation>Score sheet copied to the clipboard.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="149"/>
        <source>Clasificación copiada al portapapeles.</source>
        <translation>Standings copied to the clipboard.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="178"/>
        <source>{0}: {1}.</source>
        <translation>{0}: {1}.</translation>
    </message>
</context>
<context>
    <name>HojaTantrix</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="128"/>
        <source>Tantrix</source>
        <translation>Tantrix</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="129"/>
        <source>&amp;Tantrix</source>
        <translation>&amp;Tantrix</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="140"/>
        <source>&amp;Anotar el resultado</source>
        <translation>Record resul&amp;t</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="156"/>
        <source>{0}: {1}.</source>
        <translation>{0}: {1}.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="180"/>
        <source>Partida terminada. Ganan: {0}.</source>
        <translation>Game over. Winners: {0}.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="181"/>
        <source>Partida terminada. Gana: {0}.</source>
        <translation>Game over. Winner: {0}.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="206"/>
        <source>No hay ninguna partida de Tantrix abierta</source>
        <translation>No Tantrix game is open</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="212"/>
        <source>Tantrix · faltan {0} de {1}</source>
        <translation>Tantrix · {0} of {1} still to record</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="215"/>
        <source>Tantrix · todos anotados: «Terminar la partida»</source>
        <translation>Tantrix · all recorded: “End game”</translation>
    </message>
</context>
<context>
    <name>Maestra</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="164"/>
        <source>la lista abierta incluida (Letterpress, español)</source>
        <translation>the included open word list (Letterpress, Spanish)</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="166"/>
        <source>la lista abierta incluida (Letterpress, inglés)</source>
        <translation>the included open word list (Letterpress, English)</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="168"/>
        <source>la lista propia «{0}»</source>
        <translation>your own word list “{0}”</translation>
    </message>
</context>
<context>
    <name>ModeloClasificacionDuplicada</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="333"/>
        <source>Puesto</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="333"/>
        <source>Participante</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="333"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="333"/>
        <source>Bonif.</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="334"/>
        <source>Dif.</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="334"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="334"/>
        <source>Maestras</source>
        <translation>Masters</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="334"/>
        <source>Mejor</source>
        <translation>Best</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="337"/>
        <source>Rondas en las que igualó la maestra: primer desempate</source>
        <translation>Rounds in which the player matched the master move: first tiebreak</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="339"/>
        <source>Su mejor jugada: segundo desempate</source>
        <translation>Their best move: second tiebreak</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="341"/>
        <source>Bonificaciones FISE (tope de 25 por partida)</source>
        <translation>FISE bonuses (at most 25 per game)</translation>
    </message>
</context>
<context>
    <name>ModeloDuplicada</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="132"/>
        <source>N.º</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="132"/>
        <source>Atril</source>
        <translation>Rack</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="132"/>
        <source>Jugada maestra</source>
        <translation>Master move</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="132"/>
        <source>Pts.</source>
        <translation>Pts</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="136"/>
        <source>Número de ronda</source>
        <translation>Round number</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="136"/>
        <source>Atril común de la ronda (? = comodín)</source>
        <translation>The round’s common rack (? = blank)</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="137"/>
        <source>Coordenada y palabra de la jugada maestra</source>
        <translation>Position and word of the master move</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="138"/>
        <source>Puntos de la jugada maestra</source>
        <translation>Points for the master move</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="243"/>
        <source>«{0}» no está en la lista de la aplicación: se guardaron los puntos (la lista no es el Lexicón FISE).</source>
        <translation>“{0}” is not in the app’s word list: the points were kept (the list is not the official lexicon).</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="245"/>
        <source>«{0}» no está en la lista de la aplicación: 0 puntos, como una palabra no válida.</source>
        <translation>“{0}” is not in the app’s word list: 0 points, like an invalid word.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="248"/>
        <source>{0}: {1} es más que la jugada maestra ({2}): probablemente es un error al copiar la cifra. Toca la casilla para corregirla.</source>
        <translation>{0}: {1} is more than the master move ({2}): probably a mistake when copying the score. Click the cell to correct it.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="254"/>
        <source>Atril sorteado por la aplicación</source>
        <translation>Rack drawn by the app</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="256"/>
        <source>Hallada por Planilla («Buscar la jugada maestra») con {0}.</source>
        <translation>Found by Planilla (“Find the master move”) with {0}.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="258"/>
        <source>Anotada solo con puntos: no está en el tablero ni se descuenta en el panel de fichas.</source>
        <translation>Recorded with points only: it is not on the board and is not deducted in the tile panel.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="268"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="268"/>
        <source>Diferencia</source>
        <translation>Difference</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="268"/>
        <source>Porcentaje</source>
        <translation>Percentage</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="293"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="295"/>
        <source> + {0} de bonificación</source>
        <translation> + {0} bonus</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/modelo.py" line="296"/>
        <source> frente a {0} de las maestras.</source>
        <translation> against {0} for the master moves.</translation>
    </message>
</context>
<context>
    <name>ModeloFinal</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="327"/>
        <source>Puesto</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="327"/>
        <source>Participante</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="327"/>
        <source>Antes del ajuste</source>
        <translation>Before adjustment</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="327"/>
        <source>Ajuste</source>
        <translation>Adjustment</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="328"/>
        <source>Tiempo extra</source>
        <translation>Overtime</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="328"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="340"/>
        <source> (cerró)</source>
        <translation> (went out)</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="341"/>
        <source> — pierde por tiempo</source>
        <translation> — loses on time</translation>
    </message>
</context>
<context>
    <name>ModeloPartidas</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="44"/>
        <source>N.º</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="44"/>
        <source>Participantes</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="44"/>
        <source>Estado</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="44"/>
        <source>Líneas</source>
        <translation>Lines</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="45"/>
        <source>Última anotación</source>
        <translation>Last entry</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="57"/>
        <source>Participante {0}</source>
        <translation>Player {0}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="59"/>
        <source>Terminada</source>
        <translation>Finished</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="59"/>
        <source>En juego</source>
        <translation>In progress</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="61"/>
        <source>Duplicada, {0}</source>
        <translation>Duplicate, {0}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="61"/>
        <source>Tantrix, {0}</source>
        <translation>Tantrix, {0}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="62"/>
        <source>«4 en letras», {0}</source>
        <translation>“4 en letras”, {0}</translation>
    </message>
</context>
<context>
    <name>ModeloPlanilla</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="74"/>
        <source>a mano</source>
        <translation>by hand</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="105"/>
        <source>Penalización</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="106"/>
        <source>Tiempo extra</source>
        <translation>Overtime</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="117"/>
        <source>Ajuste final</source>
        <translation>Adjustment</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="124"/>
        <source>Cerró</source>
        <translation>Went out</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="127"/>
        <source>Atril: {0}</source>
        <translation>Rack: {0}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="129"/>
        <source>Atril</source>
        <translation>Rack</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="131"/>
        <source>Atril sin puntos</source>
        <translation>Rack worth 0</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="214"/>
        <source>Ronda</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="218"/>
        <source>Puntos</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="219"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="221"/>
        <source>Jugadas de {0}</source>
        <translation>{0}’s moves</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="221"/>
        <source>Puntos de cada turno de {0}</source>
        <translation>{0}’s points for each turn</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="222"/>
        <source>Total acumulado de {0}</source>
        <translation>{0}’s running total</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="254"/>
        <source>▶ turno</source>
        <translation>▶ turn</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="287"/>
        <source>{0}: ajuste final {1:+d}</source>
        <translation>{0}: end-of-game adjustment {1:+d}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="289"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="292"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}: {1}, {2}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="293"/>
        <source> (%n fichas en el tablero)</source>
        <translation>
            <numerusform> (%n tile on the board)</numerusform>
            <numerusform> (%n tiles on the board)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/modelo.py" line="294"/>
        <source>{0}: {1}, {2}; total {3}</source>
        <translation>{0}: {1}, {2}; total {3}</translation>
    </message>
</context>
<context>
    <name>ModeloSerie</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="75"/>
        <source>Partida</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="75"/>
        <source>Ganador</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="75"/>
        <source>Palabra</source>
        <translation>Word</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="92"/>
        <source>Empate (área llena)</source>
        <translation>Draw (area full)</translation>
    </message>
</context>
<context>
    <name>ModeloTantrix</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="52"/>
        <source>Participante</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="52"/>
        <source>Línea</source>
        <translation>Line</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="52"/>
        <source>Circuito</source>
        <translation>Loop</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="52"/>
        <source>Puntos</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="53"/>
        <source>Cuenta</source>
        <translation>Counts</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="53"/>
        <source>Puesto</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="79"/>
        <source>Línea {0} × 1 = {1} · circuito {2} × 2 = {3}</source>
        <translation>Line {0} × 1 = {1} · loop {2} × 2 = {3}</translation>
    </message>
</context>
<context>
    <name>OperacionesHoja</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="53"/>
        <source>No hay ninguna partida en juego: empieza una con «Nueva partida…».</source>
        <translation>No game in progress: start one with “New game…”.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="65"/>
        <source>Los puntos a mano tienen que ser un número de 0 a 2000.</source>
        <translation>Points entered by hand must be a number from 0 to 2000.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="78"/>
        <source>No hay ninguna jugada calculada: coloca las fichas en el tablero o escribe los puntos a mano.</source>
        <translation>No move has been scored: place the tiles on the board or type the points by hand.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="124"/>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="159"/>
        <source>No hay ninguna partida abierta.</source>
        <translation>No game is open.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="139"/>
        <source>Retirar {0} de {1}</source>
        <translation>Withdraw {0} by {1}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="140"/>
        <source>Anotar una palabra retirada a {0}</source>
        <translation>Record a withdrawn word for {0}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="142"/>
        <source>¿Qué palabra se retira? {0} ({1}) es la última jugada anotada; si se retira, sus puntos pasan a 0 y sus fichas salen del tablero.</source>
        <translation>Which word is withdrawn? {0} ({1}) is the last move recorded; if it is withdrawn, it scores 0 and its tiles come off the board.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="171"/>
        <source>No hay ninguna partida en juego que terminar.</source>
        <translation>No game in progress to end.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="206"/>
        <source>Planilla copiada al portapapeles.</source>
        <translation>Score sheet copied to the clipboard.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="209"/>
        <source>Clasificación copiada al portapapeles.</source>
        <translation>Standings copied to the clipboard.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="214"/>
        <source>No hay ninguna partida que copiar.</source>
        <translation>There is no game to copy.</translation>
    </message>
</context>
<context>
    <name>PanelCuatroLetras</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="111"/>
        <source>Gana la partida quien forma una palabra de {0} a {1} letras; con el área de 7×7 llena, empate. Vencedor absoluto: quien más partidas gana.</source>
        <translation>The first player to make a word of {0} to {1} letters wins the game; if the 7×7 area fills up, it is a draw. Overall winner: whoever wins the most games.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="116"/>
        <source>«4 en letras»: ganador, palabra y recuento de cada partida de la serie</source>
        <translation>“4 en letras”: winner, word and tally of each game in the series</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="127"/>
        <source>&amp;Ganador:</source>
        <translation>&amp;Winner:</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="134"/>
        <source>palabra de {0} a {1} letras</source>
        <translation>word of {0} to {1} letters</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="135"/>
        <source>Gana la partida</source>
        <translation>Record win</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="136"/>
        <source>Empate (área llena)</source>
        <translation>Draw (area full)</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="139"/>
        <source>Pa&amp;labra:</source>
        <translation>W&amp;ord:</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="145"/>
        <source>Terminar la serie</source>
        <translation>End series</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="146"/>
        <source>Otra serie, mismas personas</source>
        <translation>New series, same players</translation>
    </message>
</context>
<context>
    <name>PanelDuplicada</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="55"/>
        <source>atril (? = comodín)</source>
        <translation>rack (? = blank)</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="57"/>
        <source>Las fichas del atril de la ronda siguiente (CH, LL y RR seguidas son una ficha; ? es un comodín). Vacío: la ronda empieza sin anotar el atril. Con «Sortear», lo que haya aquí es lo que quedó en el atril (solo hace falta si la maestra anterior no se calculó en el tablero).</source>
        <translation>The tiles on the next round’s rack (? is a blank; in Spanish, CH, LL and RR typed together are one tile). Empty: the round starts without recording the rack. With “Draw”, whatever is here is what was left on the rack (only needed if the previous master move was not scored on the board).</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="60"/>
        <source>Nueva ronda</source>
        <translation>New round</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="61"/>
        <source>Sortear</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="62"/>
        <source>Completa el atril con fichas al azar de las que aún no han salido.</source>
        <translation>Fills the rack with random tiles from those not yet drawn.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="63"/>
        <source>Volver a sortear</source>
        <translation>Redraw</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="64"/>
        <source>Regla del sorteo: el atril entero vuelve a la bolsa y se sacan siete nuevas.</source>
        <translation>Draw rule: the whole rack goes back into the bag and seven new tiles are drawn.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="92"/>
        <source>Doble clic (o F2) en una casilla para corregirla.</source>
        <translation>Double-click a cell (or press F2) to correct it.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="93"/>
        <source>Planilla duplicada: una fila por ronda y los totales</source>
        <translation>Duplicate score sheet: one row per round, and the totals</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="108"/>
        <source>Clasificación de la partida duplicada</source>
        <translation>Duplicate game standings</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="130"/>
        <source>Rondas</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="130"/>
        <source>Clasificación</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="139"/>
        <source>a mano</source>
        <translation>by hand</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="140"/>
        <source>Puntos escritos a mano (0–2000): si hay algo aquí, los botones usan esto en lugar de la jugada calculada. Intro escribe los puntos.</source>
        <translation>Points typed by hand (0–2000): if there is something here, the buttons use it instead of the scored move. Enter records the points.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="143"/>
        <source>Buscar la maestra…</source>
        <translation>Find master…</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="144"/>
        <source>Las mejores jugadas del atril de la ronda, de la lista de palabras: la elegida se coloca y se anota como maestra (Ctrl+Alt+M).</source>
        <translation>The best moves for the round’s rack, from the word list: the chosen one is placed and recorded as the master move (Ctrl+Alt+M).</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="151"/>
        <source>Anotar como jugada maestra</source>
        <translation>Record as master move</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="152"/>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="179"/>
        <source>Escribir los puntos</source>
        <translation>Enter points</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="153"/>
        <source>Deshacer la última línea</source>
        <translation>Undo last line</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="154"/>
        <source>Terminar la partida</source>
        <translation>End game</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="155"/>
        <source>Otra partida, mismas personas</source>
        <translation>Rematch, same players</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="156"/>
        <source>Copiar la clasificación</source>
        <translation>Copy standings</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="157"/>
        <source>Nueva partida…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="158"/>
        <source>Partidas…</source>
        <translation>Games…</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="179"/>
        <source>Confirmar la jugada</source>
        <translation>Confirm move</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="189"/>
        <source>No hay ninguna partida duplicada abierta</source>
        <translation>No duplicate game is open</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="194"/>
        <source>en solitario</source>
        <translation>solo</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="194"/>
        <source>{0} participantes</source>
        <translation>{0} players</translation>
    </message>
    <message numerus="yes">
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="196"/>
        <source>Duplicada terminada · %n rondas · {0}</source>
        <translation>
            <numerusform>Duplicate over · %n round · {0}</numerusform>
            <numerusform>Duplicate over · %n rounds · {0}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="199"/>
        <source>Duplicada · {0} · escribe o sortea el primer atril</source>
        <translation>Duplicate · {0} · type or draw the first rack</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="201"/>
        <source>Duplicada · ronda {0} · {1}</source>
        <translation>Duplicate · round {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="202"/>
        <source>Contra las jugadas maestras.</source>
        <translation>Against the master moves.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="207"/>
        <source>Clasificación final</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="207"/>
        <source>Clasificación provisional</source>
        <translation>Provisional standings</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="209"/>
        <source> · sin la ronda {0}: faltan puntos</source>
        <translation> · without round {0}: scores missing</translation>
    </message>
</context>
<context>
    <name>PanelJuego</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/panel.py" line="44"/>
        <source>Deshacer la última línea</source>
        <translation>Undo last line</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/panel.py" line="45"/>
        <source>Terminar la partida</source>
        <translation>End game</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/panel.py" line="46"/>
        <source>Otra partida, mismas personas</source>
        <translation>Rematch, same players</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/panel.py" line="47"/>
        <source>Copiar la planilla</source>
        <translation>Copy score sheet</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/panel.py" line="48"/>
        <source>Nueva partida…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/panel.py" line="49"/>
        <source>Partidas…</source>
        <translation>Games…</translation>
    </message>
</context>
<context>
    <name>PanelPlanilla</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="62"/>
        <source>Planilla: turnos por ronda con el total acumulado</source>
        <translation>Score sheet: turns by round with the running total</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="95"/>
        <source>a mano</source>
        <translation>by hand</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="96"/>
        <source>Puntos escritos a mano (0–2000): si hay algo aquí, «Sumar» anota esto.</source>
        <translation>Points typed by hand (0–2000): if there is something here, “Add move” records it.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="100"/>
        <source>Atril</source>
        <translation>Rack</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="102"/>
        <source>Atril antes de jugar (opcional): se guarda con la jugada o el pase y va al GCG. ? es un comodín; CH, LL y RR seguidas, el dígrafo. Al cambiar: las fichas cambiadas, o cuántas (4).</source>
        <translation>Rack before the move (optional): saved with the move or the pass, and exported to GCG. ? is a blank; in Spanish, CH, LL and RR typed together are the digraph. When exchanging: the tiles exchanged, or how many (4).</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="104"/>
        <source>Atril (opcional)</source>
        <translation>Rack (optional)</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="107"/>
        <source>Sumar</source>
        <translation>Add move</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="114"/>
        <source>Pasar</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="115"/>
        <source>Cambiar</source>
        <translation>Exchange</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="116"/>
        <source>Palabra retirada</source>
        <translation>Withdrawn word</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="117"/>
        <source>Deshacer la última línea</source>
        <translation>Undo last line</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="118"/>
        <source>Penalización</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="119"/>
        <source>Terminar la partida</source>
        <translation>End game</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="120"/>
        <source>Otra partida, mismas personas</source>
        <translation>Rematch, same players</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="121"/>
        <source>Nueva partida…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="122"/>
        <source>Partidas…</source>
        <translation>Games…</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="141"/>
        <source>No hay ninguna partida abierta</source>
        <translation>No game is open</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="142"/>
        <source>Pulsa «Nueva partida…» (Ctrl+N) para llevar la hoja, o «Partidas…» para seguir una guardada. Sin partida, el contador puntúa jugadas sueltas.</source>
        <translation>Press “New game…” (Ctrl+N) to keep the score sheet, or “Games…” to continue a saved one. With no game, the counter scores single moves.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="150"/>
        <source>Partida terminada</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="152"/>
        <source>Turno de {0} · ronda {1}</source>
        <translation>{0}’s turn · round {1}</translation>
    </message>
</context>
<context>
    <name>PanelTantrix</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="89"/>
        <source>Línea más larga: 1 punto por ficha. Circuito más grande: 2 puntos por ficha. Solo cuenta la mejor; los empatados comparten puesto.</source>
        <translation>Longest line: 1 point per tile. Largest loop: 2 points per tile. Only the better one counts; tied players share the same rank.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="92"/>
        <source>Tantrix: línea, circuito y puntos de cada participante</source>
        <translation>Tantrix: each player’s line, loop and points</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="100"/>
        <source>&amp;Participante:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="103"/>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="106"/>
        <source> fichas</source>
        <translation> tiles</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="103"/>
        <source>línea: </source>
        <translation>line: </translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="104"/>
        <source>Fichas de la línea más larga de su color (1 punto cada una)</source>
        <translation>Tiles in the longest line of their colour (1 point each)</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="106"/>
        <source>circuito: </source>
        <translation>loop: </translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="107"/>
        <source>Fichas del circuito más grande (2 puntos cada una); 0 si no tiene</source>
        <translation>Tiles in the largest loop (2 points each); 0 if there is none</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="108"/>
        <source>Anotar el resultado</source>
        <translation>Record result</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="111"/>
        <source>&amp;Línea y circuito:</source>
        <translation>&amp;Line and loop:</translation>
    </message>
</context>
<context>
    <name>ReaccionesHoja</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/reacciones.py" line="56"/>
        <source>Partida: {0}. {1}</source>
        <translation>Game: {0}. {1}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/reacciones.py" line="96"/>
        <source>{0}: {1} para {2}</source>
        <translation>{0}: {1} for {2}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/reacciones.py" line="99"/>
        <source>Coloca la jugada o escribe los puntos</source>
        <translation>Place the move or type the points</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/reacciones.py" line="108"/>
        <source>Las fichas anotadas en la planilla siguen en el tablero: para quitarlas, «Deshacer la última línea» o «Palabra retirada».</source>
        <translation>Tiles recorded on the score sheet stay on the board: to remove them, use “Undo last line” or “Withdrawn word”.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/reacciones.py" line="111"/>
        <source>Toca la casilla de inicio (otro toque cambia la dirección) y escribe. Tocar una ficha nueva o «?»: comodín · Retroceso · Esc · flechas · Intro: {0}.</source>
        <translation>Click the starting square (click again to change direction) and type. Click a new tile or type “?”: blank · Backspace · Esc · arrows · Enter: {0}.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/reacciones.py" line="113"/>
        <source>sumar</source>
        <translation>add move</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/reacciones.py" line="113"/>
        <source>dejar</source>
        <translation>leave on the board</translation>
    </message>
</context>
<context>
    <name>SolitarioDuplicada</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="86"/>
        <source>Coloca tu jugada en el tablero o escribe tus puntos (0 si no juegas) y confírmala.</source>
        <translation>Place your move on the board or type your points (0 if you don’t play) and confirm.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="91"/>
        <source>Buscando la jugada maestra…</source>
        <translation>Looking for the master move…</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="100"/>
        <source>No se ha podido buscar la jugada maestra: {0}</source>
        <translation>Could not search for the master move: {0}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="109"/>
        <source>Puntos anotados. Ahora, los de {0}.</source>
        <translation>Points recorded. Now {0}’s.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="115"/>
        <source>Ninguna jugada posible con las fichas que quedan: partida terminada.</source>
        <translation>No move is possible with the tiles left: game over.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="121"/>
        <source>Maestra: {0} {1}, {2}.</source>
        <translation>Master move: {0} {1}, {2}.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="131"/>
        <source>«{0}» no está en {1}: la jugada vale 0 puntos, como una palabra no válida en una duplicada. La lista no es el Lexicón FISE: ¿guardar tus {2} de todos modos?</source>
        <translation>“{0}” is not in {1}: the move scores 0, like an invalid word in duplicate. The list is not the official lexicon: keep your {2} anyway?</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="150"/>
        <source>No quedan fichas: partida terminada.</source>
        <translation>No tiles left: game over.</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="154"/>
        <source>Ronda {0}: {1}. Coloca tu jugada y confírmala.</source>
        <translation>Round {0}: {1}. Place your move and confirm it.</translation>
    </message>
</context>
<context>
    <name>TextosHojas</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/comun.py" line="168"/>
        <source>{0} puntos</source>
        <comment>negativos</comment>
        <translation>{0} points</translation>
    </message>
    <message numerus="yes">
        <location filename="../../../app_planilla/ui/hojas/comun.py" line="169"/>
        <source>%n puntos</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/comun.py" line="174"/>
        <source>{0}.º</source>
        <comment>puesto en una tabla</comment>
        <translation>{0}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/comun.py" line="179"/>
        <source>{0}.º {1}</source>
        <comment>puesto y nombre</comment>
        <translation>{0}.&#xa0;{1}</translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/comun.py" line="186"/>
        <source>{0} y {1}</source>
        <comment>el último de una lista de nombres</comment>
        <translation>{0} and {1}</translation>
    </message>
</context>
</TS>
