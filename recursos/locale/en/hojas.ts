<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="es">
<context>
    <name>AccionesDuplicada</name>
    <message>
        <source>&amp;Duplicada</source>
        <translation>&amp;Duplicate</translation>
    </message>
    <message>
        <source>&amp;Nueva ronda (atril escrito)</source>
        <translation>&amp;New round (typed rack)</translation>
    </message>
    <message>
        <source>&amp;Sortear el atril de la ronda</source>
        <translation>&amp;Draw the round’s rack</translation>
    </message>
    <message>
        <source>Escribir el &amp;atril…</source>
        <translation>Type the rac&amp;k…</translation>
    </message>
    <message>
        <source>&amp;Buscar la jugada maestra…</source>
        <translation>&amp;Find the master move…</translation>
    </message>
    <message>
        <source>Anotar como jugada &amp;maestra</source>
        <translation>Record as &amp;master move</translation>
    </message>
    <message>
        <source>&amp;Escribir los puntos</source>
        <translation>Enter &amp;points</translation>
    </message>
    <message>
        <source>&amp;Deshacer la última línea</source>
        <translation>&amp;Undo last line</translation>
    </message>
    <message>
        <source>Empezar o parar el &amp;reloj de la ronda</source>
        <translation>Start or stop the round &amp;timer</translation>
    </message>
    <message>
        <source>Decir las llamadas del reloj en &amp;voz alta</source>
        <translation>Say the timer calls al&amp;oud</translation>
    </message>
    <message>
        <source>&amp;Terminar la partida</source>
        <translation>&amp;End game</translation>
    </message>
    <message>
        <source>&amp;Otra partida, mismas personas</source>
        <translation>&amp;Rematch, same players</translation>
    </message>
    <message>
        <source>Escribir los p&amp;untos a mano</source>
        <translation>Enter points by &amp;hand</translation>
    </message>
    <message>
        <source>Anotar &amp;papeletas (mesa y papeleta)</source>
        <translation>Enter sl&amp;ips (table and slip)</translation>
    </message>
    <message>
        <source>Dar un aviso…</source>
        <translation>Give a warning…</translation>
    </message>
    <message>
        <source>Penali&amp;zación…</source>
        <translation>Penalt&amp;y…</translation>
    </message>
    <message>
        <source>De&amp;cidir la papeleta…</source>
        <translation>De&amp;cide the slip…</translation>
    </message>
    <message>
        <source>Cerrar la ronda con las que &amp;faltan…</source>
        <translation>C&amp;lose the round with the missing ones…</translation>
    </message>
    <message>
        <source>Ausente, tarde o retirado…</source>
        <translation>Absent, late or withdrawn…</translation>
    </message>
    <message>
        <source>Desempate a muerte súbita…</source>
        <translation>Sudden-death play-off…</translation>
    </message>
    <message>
        <source>Modo pro&amp;yector</source>
        <translation>Pro&amp;jector mode</translation>
    </message>
    <message>
        <source>Proyector: la clasificación o el tablero</source>
        <translation>Projector: standings or board</translation>
    </message>
    <message>
        <source>Ver la clasificación &amp;entera…</source>
        <translation>&amp;View the full standings…</translation>
    </message>
    <message>
        <source>Copiar la plan&amp;illa</source>
        <translation>Copy score &amp;sheet</translation>
    </message>
    <message>
        <source>Copiar la c&amp;lasificación</source>
        <translation>Copy st&amp;andings</translation>
    </message>
    <message>
        <source>No hay ninguna partida duplicada en juego.</source>
        <translation>No duplicate game in progress.</translation>
    </message>
    <message>
        <source>Los puntos a mano tienen que ser un número de 0 a {0}.</source>
        <translation>Points entered by hand must be a number from 0 to {0}.</translation>
    </message>
    <message>
        <source>No hay ninguna jugada calculada: coloca la jugada maestra en el tablero o escribe sus puntos.</source>
        <translation>No move has been scored: place the master move on the board or type its points.</translation>
    </message>
    <message>
        <source>No hay ninguna jugada calculada: coloca la jugada en el tablero o escribe los puntos a mano.</source>
        <translation>No move has been scored: place the move on the board or type the points by hand.</translation>
    </message>
    <message>
        <source>Escribe la jugada maestra como coordenada y palabra, p. ej. «{0}».</source>
        <translation>Type the master move as a coordinate and a word, e.g. “{0}”.</translation>
    </message>
    <message>
        <source>Los puntos tienen que ser un número de 0 a {0}.</source>
        <translation>Points must be a number from 0 to {0}.</translation>
    </message>
    <message>
        <source>No hay ninguna partida duplicada en juego que terminar.</source>
        <translation>No duplicate game in progress to end.</translation>
    </message>
    <message>
        <source>¿Terminar la partida? En la duplicada no hay ajuste de fichas.</source>
        <translation>End the game? Duplicate has no end-of-game adjustment.</translation>
    </message>
    <message numerus="yes">
        <source>Quedan %n casillas sin puntos: cuentan como 0.</source>
        <translation>
            <numerusform>%n cell has no score yet: it counts as 0.</numerusform>
            <numerusform>%n cells have no score yet: they count as 0.</numerusform>
        </translation>
    </message>
    <message>
        <source>Partida terminada. Ganador: {0}.</source>
        <translation>Game over. Winner: {0}.</translation>
    </message>
    <message>
        <source>Clasificación copiada al portapapeles.</source>
        <translation>Standings copied to the clipboard.</translation>
    </message>
    <message>
        <source>Planilla copiada al portapapeles.</source>
        <translation>Score sheet copied to the clipboard.</translation>
    </message>
    <message>
        <source>Sala: modo proyector</source>
        <translation>Room: projector mode</translation>
    </message>
    <message>
        <source>Duplicada: modo proyector</source>
        <translation>Duplicate: projector mode</translation>
    </message>
    <message>
        <source>Esc: salir del modo proyector · C o Tab: la clasificación o el tablero</source>
        <translation>Esc: leave projector mode · C or Tab: standings or board</translation>
    </message>
    <message>
        <source>Clasificación guardada en «{0}».</source>
        <translation>Standings saved in “{0}”.</translation>
    </message>
</context>
<context>
    <name>Buscador</name>
    <message>
        <source>No se ha podido usar la lista propia: {0} Se usa la incluida.</source>
        <translation>Could not use your own word list: {0} Using the included one.</translation>
    </message>
</context>
<context>
    <name>BusquedaMaestra</name>
    <message>
        <source>Buscar la jugada maestra necesita una ronda en juego.</source>
        <translation>Finding the master move needs a round in progress.</translation>
    </message>
    <message>
        <source>La ronda {0} no tiene atril anotado: escríbelo en la tabla para buscar su jugada maestra.</source>
        <translation>Round {0} has no rack recorded: type it in the table to find its master move.</translation>
    </message>
    <message>
        <source>Jugada maestra: {0} {1}, {2} (hallada con {3}).</source>
        <translation>Master move: {0} {1}, {2} (found with {3}).</translation>
    </message>
</context>
<context>
    <name>ControladorDuplicada</name>
    <message>
        <source>Todas las casillas de la ronda {0} ya tienen puntos: toca la que quieras corregir.</source>
        <translation>Every cell in round {0} already has a score: click the one you want to correct.</translation>
    </message>
    <message>
        <source>No hay ninguna partida duplicada abierta.</source>
        <translation>No duplicate game is open.</translation>
    </message>
</context>
<context>
    <name>ControladorHoja</name>
    <message>
        <source>No hay ninguna partida abierta: empieza una con «Nueva partida…».</source>
        <translation>No game is open: start one with “New game…”.</translation>
    </message>
    <message>
        <source>No se ha guardado nada: {0}</source>
        <translation>Nothing has been saved: {0}</translation>
    </message>
</context>
<context>
    <name>DialogoClasificacion</name>
    <message>
        <source>Clasificación final</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <source>Copiar la clasificación</source>
        <translation>Copy standings</translation>
    </message>
    <message>
        <source>Otra partida, mismas personas</source>
        <translation>Rematch, same players</translation>
    </message>
</context>
<context>
    <name>DialogoFin</name>
    <message>
        <source>Terminar la partida</source>
        <translation>End game</translation>
    </message>
    <message>
        <source>Escribe lo que le queda a cada participante en el atril: las letras (un ? por cada comodín) o directamente los puntos. Deja vacía la casilla de quien se quedó sin fichas (solo una).</source>
        <translation>Enter what each player has left on their rack: the letters (a ? for each blank) or just the points. Leave the box of the player who went out empty (only one).</translation>
    </message>
    <message>
        <source>vacío: se quedó sin fichas</source>
        <translation>empty: went out</translation>
    </message>
    <message>
        <source>Los empates comparten puesto.</source>
        <translation>Tied players share the same rank.</translation>
    </message>
    <message>
        <source>En caso de empate gana quien tenía más puntos antes del ajuste.</source>
        <translation>In a tie, the player who had more points before the adjustment wins.</translation>
    </message>
    <message>
        <source>sin fichas</source>
        <translation>went out</translation>
    </message>
    <message>
        <source>no se entiende</source>
        <translation>not understood</translation>
    </message>
    <message>
        <source>= 1 punto</source>
        <translation>= 1 point</translation>
    </message>
    <message>
        <source>= {0} puntos</source>
        <translation>= {0} points</translation>
    </message>
</context>
<context>
    <name>DialogoMaestra</name>
    <message>
        <source>Buscar la jugada maestra</source>
        <translation>Find the master move</translation>
    </message>
    <message>
        <source>Buscando las mejores jugadas de {0}…</source>
        <translation>Looking for the best moves for {0}…</translation>
    </message>
    <message>
        <source>Coordenada</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Palabra</source>
        <translation>Word</translation>
    </message>
    <message>
        <source>Puntos</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Desglose</source>
        <translation>Breakdown</translation>
    </message>
    <message>
        <source>Anotar como jugada maestra</source>
        <translation>Record as master move</translation>
    </message>
    <message>
        <source>No se ha podido buscar: {0}</source>
        <translation>Could not search: {0}</translation>
    </message>
    <message numerus="yes">
        <source>Las %n mejores jugadas de {0} con {1}. Intro o doble clic: anotarla como maestra.</source>
        <translation>
            <numerusform>The best move for {0} with {1}. Enter or double-click: record it as the master move.</numerusform>
            <numerusform>The %n best moves for {0} with {1}. Enter or double-click: record one as the master move.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ninguna jugada de {0} forma palabras de {1}.</source>
        <translation>No move with {0} makes words in {1}.</translation>
    </message>
</context>
<context>
    <name>DialogoNuevaPartida</name>
    <message>
        <source>Español (FISE)</source>
        <translation>Spanish (FISE)</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>Al final, cada participante anota su línea más larga y su circuito más grande (en fichas): 1 punto por ficha de línea, 2 por ficha de circuito; cuenta la mejor.</source>
        <translation>At the end, each player records their longest line and their largest loop (in tiles): 1 point per line tile, 2 per loop tile; the better one counts.</translation>
    </message>
    <message>
        <source>Una serie de partidas: se anota quién gana cada una y con qué palabra (o el empate con el área llena). Vencedor absoluto: quien más partidas gana.</source>
        <translation>A series of games: record who wins each one and with which word (or a draw when the area is full). Overall winner: whoever wins the most games.</translation>
    </message>
    <message>
        <source>Nueva partida</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Clásica</source>
        <translation>Classic</translation>
    </message>
    <message>
        <source>Duplicada</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>Duplicada con arbitraje (sala)</source>
        <translation>Duplicate with arbitration (room)</translation>
    </message>
    <message>
        <source>Tantrix</source>
        <translation>Tantrix</translation>
    </message>
    <message>
        <source>«4 en letras»</source>
        <translation>“4 en letras”</translation>
    </message>
    <message>
        <source>Duplicada: todos juegan el mismo atril cada ronda (de 1 a 16 participantes; con uno, en solitario contra las jugadas maestras). Con arbitraje (sala): hasta 200 inscritos, una papeleta por participante y ronda.</source>
        <translation>Duplicate: everyone plays the same rack each round (1 to 16 players; with one, solo against the master moves). With arbitration (room): up to 200 entrants, one slip per player and round.</translation>
    </message>
    <message>
        <source>&amp;Tipo de partida:</source>
        <translation>Game &amp;type:</translation>
    </message>
    <message>
        <source>&amp;Participantes:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <source>Participante {0} (nombre opcional)</source>
        <translation>Player {0} (name optional)</translation>
    </message>
    <message>
        <source>Participante {0}</source>
        <translation>Player {0}</translation>
    </message>
    <message>
        <source>Nombre {0}:</source>
        <translation>Name {0}:</translation>
    </message>
    <message>
        <source>Sortear quién empieza</source>
        <translation>Draw for first play</translation>
    </message>
    <message>
        <source>&amp;Abre:</source>
        <translation>&amp;First to play:</translation>
    </message>
    <message>
        <source>&amp;Reglas:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>&amp;Edición:</source>
        <translation>&amp;Edition:</translation>
    </message>
    <message>
        <source>Los empatados comparten puesto</source>
        <translation>Tied players share the same rank</translation>
    </message>
    <message>
        <source>Gana quien tenía más puntos antes del ajuste</source>
        <translation>Higher score before the adjustment wins</translation>
    </message>
    <message>
        <source>E&amp;mpate:</source>
        <translation>T&amp;ies:</translation>
    </message>
    <message>
        <source>Quien impugna pierde el turno</source>
        <translation>The challenger loses their turn</translation>
    </message>
    <message>
        <source>+{0} a quien fue impugnado, por cada palabra</source>
        <translation>+{0} to the challenged player, per word</translation>
    </message>
    <message>
        <source>Qué pasa cuando se impugna una palabra válida. Con premio, quien impugna sigue con su turno y «Impugnación fallida» (menú «Partida») suma el premio a quien jugó (práctica WESPA y NASPA en CSW).</source>
        <translation>What happens when a valid word is challenged. With a bonus, the challenger keeps their turn and “Unsuccessful challenge” (“Game” menu) adds the bonus to the player who played it (WESPA and NASPA CSW practice).</translation>
    </message>
    <message>
        <source>Impugnación &amp;fallida:</source>
        <translation>Unsuccessful &amp;challenge:</translation>
    </message>
    <message>
        <source>Re&amp;loj:</source>
        <translation>C&amp;lock:</translation>
    </message>
    <message>
        <source>Bonificaciones FISE</source>
        <translation>FISE bonuses</translation>
    </message>
    <message>
        <source>+10 a quien sola encuentra la maestra de una ronda, +5 a quien sola tiene la mejor puntuación por debajo; como mucho 25 por partida.</source>
        <translation>+10 to a player who alone finds a round’s master move, +5 to a player who alone has the best score below it; at most 25 per game.</translation>
    </message>
    <message>
        <source>Duplicada en &amp;solitario: la aplicación sortea y busca las maestras</source>
        <translation>&amp;Solo duplicate: the app draws the racks and finds the master moves</translation>
    </message>
    <message>
        <source>La aplicación sortea cada atril y, cuando se confirma la jugada, busca la maestra en su lista de palabras y la coloca. Con varios participantes ante la misma pantalla, cada uno escribe sus puntos.</source>
        <translation>The app draws each rack and, once the move is confirmed, finds the master move in its word list and places it. With several players at the same screen, each one enters their own score.</translation>
    </message>
    <message>
        <source>I&amp;nscritos</source>
        <translation>E&amp;ntrants</translation>
    </message>
    <message>
        <source>Reglas de ar&amp;bitraje</source>
        <translation>Ar&amp;bitration rules</translation>
    </message>
    <message>
        <source>Empezar la partida</source>
        <translation>Start the game</translation>
    </message>
    <message>
        <source>«{0}» es para {1} participantes: con {2} se aplican las reglas de casa.</source>
        <translation>“{0}” is for {1} players: with {2}, house rules apply.</translation>
    </message>
    <message>
        <source>Estas reglas proponen un reloj de {0} minutos; el tiempo extra cuesta {1} puntos por minuto o fracción.</source>
        <translation>These rules suggest a {0}-minute clock; overtime costs {1} points per minute or part of a minute.</translation>
    </message>
    <message>
        <source>Impugnar una palabra válida cuesta {0} puntos a quien impugna.</source>
        <translation>Challenging a valid word costs the challenger {0} points.</translation>
    </message>
    <message>
        <source>Cada participante entrega una papeleta por ronda; el árbitro la teclea y Planilla la juzga sobre el tablero de la ronda.</source>
        <translation>Each player hands in a slip per round; the arbiter types it and Planilla judges it on the round&apos;s board.</translation>
    </message>
    <message>
        <source>En solitario, contra las jugadas maestras.</source>
        <translation>Solo, against the master moves.</translation>
    </message>
    <message>
        <source>Todos juegan el mismo atril; la jugada maestra de cada ronda pasa al tablero.</source>
        <translation>Everyone plays the same rack; each round’s master move goes on the board.</translation>
    </message>
    <message>
        <source>La FISE recomienda las bonificaciones solo desde {0} participantes.</source>
        <translation>FISE recommends bonuses only with {0} or more players.</translation>
    </message>
</context>
<context>
    <name>DialogoPartidas</name>
    <message>
        <source>Partidas</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Abrir</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Duplicar</source>
        <translation>Make a copy</translation>
    </message>
    <message>
        <source>Borrar</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Cerrar</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>DialogoPenalizacion</name>
    <message>
        <source>Penalización</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <source>&amp;A quién:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>&amp;Puntos que se restan:</source>
        <translation>Points &amp;deducted:</translation>
    </message>
    <message>
        <source>p. ej. impugnó una palabra válida</source>
        <translation>e.g. challenged a valid word</translation>
    </message>
    <message>
        <source>&amp;Motivo:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <source>No gasta turno. Con «{0}» se proponen {1} puntos.</source>
        <translation>It does not use up a turn. “{0}” suggests {1} points.</translation>
    </message>
    <message>
        <source>Restar los puntos</source>
        <translation>Deduct the points</translation>
    </message>
</context>
<context>
    <name>DialogoSala</name>
    <message>
        <source>Aviso</source>
        <translation>Warning</translation>
    </message>
    <message>
        <source>Un aviso del árbitro en la ronda {0} (papeleta mal hecha, disciplina). Con las reglas de la sala, los avisos de la partida pueden restar puntos.</source>
        <translation>An arbiter&apos;s warning in round {0} (badly written slip, discipline). Under the room&apos;s rules, the game&apos;s warnings may take points off.</translation>
    </message>
    <message>
        <source>Dar el aviso</source>
        <translation>Give the warning</translation>
    </message>
    <message>
        <source>&amp;Mesas:</source>
        <translation>&amp;Tables:</translation>
    </message>
    <message>
        <source>M&amp;otivo:</source>
        <translation>R&amp;eason:</translation>
    </message>
    <message>
        <source>Penalización</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <source>Puntos que el árbitro resta en la ronda {0}.</source>
        <translation>Points the arbiter takes off in round {0}.</translation>
    </message>
    <message>
        <source>Penalizar</source>
        <translation>Penalise</translation>
    </message>
    <message>
        <source>&amp;Puntos:</source>
        <translation>&amp;Points:</translation>
    </message>
    <message>
        <source>Decidir la papeleta</source>
        <translation>Decide the slip</translation>
    </message>
    <message>
        <source>El árbitro decide por encima del juicio de la aplicación en la ronda {0}: los puntos que valen o un cero con su motivo. La papeleta tecleada se conserva. En la papeleta: «=30» o «-7».</source>
        <translation>The arbiter overrides the application&apos;s judgement in round {0}: the points that count, or a zero with its reason. The typed slip is kept. In the slip field: “=30” or “-7”.</translation>
    </message>
    <message>
        <source>Decidir</source>
        <translation>Decide</translation>
    </message>
    <message>
        <source>Motivo del &amp;cero:</source>
        <translation>Reason for the &amp;zero:</translation>
    </message>
    <message>
        <source>— (vale los puntos)</source>
        <translation>— (the points count)</translation>
    </message>
    <message>
        <source>Ausente, tarde o retirado</source>
        <translation>Absent, late or withdrawn</translation>
    </message>
    <message>
        <source>Quien está ausente no juega ni se clasifica; quien llega tarde juega desde la ronda dicha; quien se retira deja de jugar en ella y se clasifica con lo que hizo.</source>
        <translation>An absent player neither plays nor is ranked; a late player plays from the given round; a player who withdraws stops playing in it and is ranked with what they did.</translation>
    </message>
    <message>
        <source>Anotar</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>Presente</source>
        <translation>Present</translation>
    </message>
    <message>
        <source>Ausente</source>
        <translation>Absent</translation>
    </message>
    <message>
        <source>Llega tarde</source>
        <translation>Arrives late</translation>
    </message>
    <message>
        <source>Se retira</source>
        <translation>Withdraws</translation>
    </message>
    <message>
        <source>&amp;Situación:</source>
        <translation>&amp;Status:</translation>
    </message>
    <message>
        <source>&amp;Desde la ronda:</source>
        <translation>&amp;From round:</translation>
    </message>
    <message>
        <source>Llega tarde: la primera ronda que juega. Se retira: la primera que ya no juega.</source>
        <translation>Arrives late: the first round they play. Withdraws: the first round they no longer play.</translation>
    </message>
    <message>
        <source>Desempate a muerte súbita</source>
        <translation>Sudden-death play-off</translation>
    </message>
    <message>
        <source>Empatados en total, maestras y mejor jugada: {0}. Escribe sus mesas del mejor al peor según el desempate jugado.</source>
        <translation>Tied on total, master moves and best move: {0}. Type their tables from best to worst as the play-off went.</translation>
    </message>
    <message>
        <source>Anotar el desempate</source>
        <translation>Record the play-off</translation>
    </message>
    <message>
        <source>&amp;Orden (mesas):</source>
        <translation>&amp;Order (tables):</translation>
    </message>
</context>
<context>
    <name>DialogoSorteo</name>
    <message>
        <source>Sortear quién empieza</source>
        <translation>Draw for first play</translation>
    </message>
    <message>
        <source>Cada participante saca una ficha de la bolsa. Abre quien saque la más cercana a la A; el comodín (?) va antes que la A. Si hay empate, vuelven a sacar solo los empatados.</source>
        <translation>Each player draws a tile from the bag. The player whose tile is closest to A goes first; a blank (?) beats an A. If there is a tie, only the tied players draw again.</translation>
    </message>
    <message>
        <source>ficha</source>
        <translation>tile</translation>
    </message>
    <message>
        <source>Anotar las fichas sacadas</source>
        <translation>Record the drawn tiles</translation>
    </message>
    <message>
        <source>Sacar de la bolsa</source>
        <translation>Draw from the bag</translation>
    </message>
    <message>
        <source>{0}. Abre {1}.</source>
        <translation>{0}. {1} goes first.</translation>
    </message>
    <message>
        <source>{0}. Empate entre {1}: vuelven a sacar.</source>
        <translation>{0}. Tie between {1}: they draw again.</translation>
    </message>
</context>
<context>
    <name>EditorInscritos</name>
    <message>
        <source>Una línea por participante: nombre, licencia, club y mesa, separados por tabuladores (pegados de una hoja de cálculo), «;» o «,». Basta el nombre: las mesas se numeran solas. De 1 a {0}.</source>
        <translation>One line per player: name, licence, club and table, separated by tabs (pasted from a spreadsheet), “;” or “,”. The name is enough: tables are numbered by themselves. From 1 to {0}.</translation>
    </message>
    <message>
        <source>Ana García	E1001	Club Madrid	1
Bea López			2</source>
        <translation>Ann Smith	E1001	London Club	1
Bea Jones			2</translation>
    </message>
    <message>
        <source>Inscritos</source>
        <translation>Entrants</translation>
    </message>
    <message>
        <source>Importar un &amp;CSV…</source>
        <translation>Import a CS&amp;V…</translation>
    </message>
    <message>
        <source>Mesa</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Nombre</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Licencia</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message numerus="yes">
        <source>%n inscritos</source>
        <translation>
            <numerusform>%n entrant</numerusform>
            <numerusform>%n entrants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n líneas con errores</source>
        <translation>
            <numerusform> · %n line with errors</numerusform>
            <numerusform> · %n lines with errors</numerusform>
        </translation>
    </message>
    <message>
        <source>Línea {0}: {1}</source>
        <translation>Line {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>… y %n líneas más.</source>
        <translation>
            <numerusform>… and %n more line.</numerusform>
            <numerusform>… and %n more lines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n líneas de los inscritos tienen errores: corrígelas o bórralas (la primera: línea {0}, {1}).</source>
        <translation>
            <numerusform>%n line of the entrants has errors: correct or delete it (line {0}, {1}).</numerusform>
            <numerusform>%n lines of the entrants have errors: correct or delete them (the first: line {0}, {1}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Escribe, pega o importa los inscritos (al menos uno).</source>
        <translation>Type, paste or import the entrants (at least one).</translation>
    </message>
    <message>
        <source>Importar los inscritos</source>
        <translation>Import the entrants</translation>
    </message>
    <message>
        <source>Inscritos (*.csv *.txt *.tsv);;Todos los archivos (*)</source>
        <translation>Entrants (*.csv *.txt *.tsv);;All files (*)</translation>
    </message>
    <message>
        <source>El archivo tiene más de {0} MB: no es una lista de inscritos.</source>
        <translation>The file is larger than {0} MB: it is not a list of entrants.</translation>
    </message>
    <message>
        <source>No se ha podido importar «{0}»: {1}</source>
        <translation>Could not import “{0}”: {1}</translation>
    </message>
</context>
<context>
    <name>EditorReglas</name>
    <message>
        <source>Arbitra&amp;je:</source>
        <translation>Ar&amp;bitration:</translation>
    </message>
    <message>
        <source>Maestra en solitario:</source>
        <translation>Lone master move:</translation>
    </message>
    <message>
        <source> puntos</source>
        <translation> points</translation>
    </message>
    <message>
        <source>Mejor por debajo, en solitario:</source>
        <translation>Lone best below it:</translation>
    </message>
    <message>
        <source>Tope por partida (0: sin tope):</source>
        <translation>Cap per game (0: no cap):</translation>
    </message>
    <message>
        <source>Bonificaciones desde:</source>
        <translation>Bonuses from:</translation>
    </message>
    <message>
        <source> participantes</source>
        <translation> players</translation>
    </message>
    <message>
        <source>Contar solo los activos</source>
        <translation>Count only active players</translation>
    </message>
    <message>
        <source>Coordenada desplazada: cero</source>
        <translation>Shifted coordinate: zero</translation>
    </message>
    <message>
        <source>Si no es cero, resta:</source>
        <translation>If not zero, takes off:</translation>
    </message>
    <message>
        <source>Puntos declarados erróneos: cero</source>
        <translation>Wrong declared points: zero</translation>
    </message>
    <message>
        <source>Puntos ausentes o erróneos: aviso</source>
        <translation>Missing or wrong points: warning</translation>
    </message>
    <message>
        <source>Avisos que no restan:</source>
        <translation>Warnings without penalty:</translation>
    </message>
    <message>
        <source>Cada aviso de más resta:</source>
        <translation>Each further warning takes off:</translation>
    </message>
    <message>
        <source>Para el mínimo de las bonificaciones, solo cuentan quienes tienen alguna jugada con puntos en la partida (FISF).</source>
        <translation>For the bonus minimum, only players with some scoring move in the game count (FISF).</translation>
    </message>
</context>
<context>
    <name>EnlaceTableroDuplicada</name>
    <message>
        <source>Empieza la primera ronda con su atril.</source>
        <translation>Start the first round with its rack.</translation>
    </message>
    <message numerus="yes">
        <source>{0}: &lt;b&gt;%n&lt;/b&gt; puntos · Intro: anotarla como maestra</source>
        <translation>
            <numerusform>{0}: &lt;b&gt;%n&lt;/b&gt; point · Enter: record it as the master move</numerusform>
            <numerusform>{0}: &lt;b&gt;%n&lt;/b&gt; points · Enter: record it as the master move</numerusform>
        </translation>
    </message>
    <message>
        <source>ninguna casilla vacía</source>
        <translation>no empty cell</translation>
    </message>
    <message numerus="yes">
        <source>{0}: &lt;b&gt;%n&lt;/b&gt; puntos · siguiente casilla: {1}</source>
        <translation>
            <numerusform>{0}: &lt;b&gt;%n&lt;/b&gt; point · next cell: {1}</numerusform>
            <numerusform>{0}: &lt;b&gt;%n&lt;/b&gt; points · next cell: {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>Coloca, busca o escribe la maestra</source>
        <translation>Place, find or type the master move</translation>
    </message>
    <message>
        <source>Coloca la jugada en el tablero o escribe los puntos</source>
        <translation>Place the move on the board or type the points</translation>
    </message>
</context>
<context>
    <name>EntradaSala</name>
    <message>
        <source>Clasificación</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>faltan {0} de {1}</source>
        <translation>{0} of {1} missing</translation>
    </message>
    <message>
        <source>ronda completa</source>
        <translation>round complete</translation>
    </message>
    <message>
        <source>Clasificación final</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <source>Clasificación provisional</source>
        <translation>Provisional standings</translation>
    </message>
    <message numerus="yes">
        <source> · %n rondas</source>
        <translation>
            <numerusform> · %n round</numerusform>
            <numerusform> · %n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>No hay ninguna sala con arbitraje abierta.</source>
        <translation>No room with arbitration is open.</translation>
    </message>
    <message>
        <source>¿De qué mesa? Escribe su número (o varias: 3-7,12) o un trozo del nombre.</source>
        <translation>Which table? Type its number (or several: 3-7,12) or part of the name.</translation>
    </message>
    <message>
        <source>Nadie se llama «{0}»: escribe otro trozo del nombre o la mesa.</source>
        <translation>Nobody is called “{0}”: type another part of the name, or the table.</translation>
    </message>
    <message>
        <source>{0}, mesa {1}</source>
        <translation>{0}, table {1}</translation>
    </message>
    <message>
        <source>Escribe la mesa o un trozo del nombre.</source>
        <translation>Type the table or part of the name.</translation>
    </message>
    <message>
        <source> · ya tiene: {0} ({1})</source>
        <translation> · already has: {0} ({1})</translation>
    </message>
    <message>
        <source>Ronda {0} completa: todas las papeletas anotadas.</source>
        <translation>Round {0} complete: all slips recorded.</translation>
    </message>
    <message>
        <source>Cero con su motivo: {0}</source>
        <translation>Zero with its reason: {0}</translation>
    </message>
    <message>
        <source>Intro: la maestra de la ronda ({0}, {1}). «=30»: el árbitro decide los puntos.</source>
        <translation>Enter: the round&apos;s master move ({0}, {1}). “=30”: the arbiter decides the points.</translation>
    </message>
    <message>
        <source>Escribe la papeleta (H4 JAMON 44), «=» para la maestra o «-7» para un cero con su motivo («-» los muestra).</source>
        <translation>Type the slip (H4 JAMON 44), “=” for the master move or “-7” for a zero with its reason (“-” lists them).</translation>
    </message>
    <message>
        <source>«{0}» no es una orden: «=» maestra, «=30» puntos del árbitro, o un cero con su motivo: {1}</source>
        <translation>“{0}” is not a command: “=” master move, “=30” arbiter&apos;s points, or a zero with its reason: {1}</translation>
    </message>
    <message>
        <source>Hace falta una sala con una ronda en juego.</source>
        <translation>This needs a room with a round in play.</translation>
    </message>
    <message>
        <source>{0}: aviso en la ronda {1}. {2}</source>
        <translation>{0}: warning in round {1}. {2}</translation>
    </message>
    <message>
        <source>{0}: −{1} en la ronda {2}. {3}</source>
        <translation>{0}: −{1} in round {2}. {3}</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation>{0}: {1}.</translation>
    </message>
    <message>
        <source>No hay empates en la clasificación que desempatar.</source>
        <translation>There are no ties in the standings to break.</translation>
    </message>
    <message>
        <source>Desempate anotado: {0}.</source>
        <translation>Play-off recorded: {0}.</translation>
    </message>
    <message>
        <source>En la ronda {0} no falta ninguna papeleta.</source>
        <translation>No slip is missing in round {0}.</translation>
    </message>
    <message>
        <source>No se ha podido usar la lista propia ({0}): se usa la incluida.</source>
        <translation>Could not use your own list ({0}): the included one is used.</translation>
    </message>
    <message>
        <source>Sin lista de palabras ({0}): nada se marca «fuera de lista».</source>
        <translation>No word list ({0}): nothing is marked “not in the list”.</translation>
    </message>
</context>
<context>
    <name>Hoja</name>
    <message>
        <source>Planilla</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>&amp;Partida</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Nueva partida…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>P&amp;artidas…</source>
        <translation>&amp;Games…</translation>
    </message>
    <message>
        <source>&amp;Sumar</source>
        <translation>&amp;Add move</translation>
    </message>
    <message>
        <source>Escribir los puntos a &amp;mano</source>
        <translation>Enter points by &amp;hand</translation>
    </message>
    <message>
        <source>&amp;Pasar</source>
        <translation>&amp;Pass</translation>
    </message>
    <message>
        <source>&amp;Cambiar</source>
        <translation>E&amp;xchange</translation>
    </message>
    <message>
        <source>Pala&amp;bra retirada</source>
        <translation>&amp;Withdrawn word</translation>
    </message>
    <message>
        <source>Penali&amp;zación…</source>
        <translation>Penalt&amp;y…</translation>
    </message>
    <message>
        <source>Impugnación &amp;fallida (premio a quien jugó)</source>
        <translation>Unsuccessful &amp;challenge (bonus to the player)</translation>
    </message>
    <message>
        <source>Copiar la plan&amp;illa</source>
        <translation>Copy score &amp;sheet</translation>
    </message>
    <message>
        <source>&amp;Deshacer la última línea</source>
        <translation>&amp;Undo last line</translation>
    </message>
    <message>
        <source>&amp;Terminar la partida…</source>
        <translation>&amp;End game…</translation>
    </message>
    <message>
        <source>&amp;Otra partida, mismas personas</source>
        <translation>&amp;Rematch, same players</translation>
    </message>
    <message>
        <source>Copiar la c&amp;lasificación</source>
        <translation>Copy s&amp;tandings</translation>
    </message>
    <message>
        <source>Planilla</source>
        <comment>nombre de la aplicación</comment>
        <translation>Planilla</translation>
    </message>
</context>
<context>
    <name>HojaCuatroLetras</name>
    <message>
        <source>«4 en letras»</source>
        <translation>“4 en letras”</translation>
    </message>
    <message>
        <source>«&amp;4 en letras»</source>
        <translation>“&amp;4 en letras”</translation>
    </message>
    <message>
        <source>&amp;Terminar la serie</source>
        <translation>&amp;End series</translation>
    </message>
    <message>
        <source>&amp;Otra serie, mismas personas</source>
        <translation>&amp;New series, same players</translation>
    </message>
    <message>
        <source>&amp;Gana la partida</source>
        <translation>Record &amp;win</translation>
    </message>
    <message>
        <source>&amp;Empate (área llena)</source>
        <translation>&amp;Draw (area full)</translation>
    </message>
    <message>
        <source>Partida {0}: gana {1} con {2}.</source>
        <translation>Game {0}: {1} wins with {2}.</translation>
    </message>
    <message>
        <source>Partida en empate: el área de 7×7 está llena.</source>
        <translation>Game drawn: the 7×7 area is full.</translation>
    </message>
    <message>
        <source>No hay ninguna serie en juego que terminar.</source>
        <translation>No series in progress to end.</translation>
    </message>
    <message numerus="yes">
        <source>¿Terminar la serie tras %n partidas?</source>
        <translation>
            <numerusform>End the series after %n game?</numerusform>
            <numerusform>End the series after %n games?</numerusform>
        </translation>
    </message>
    <message>
        <source>Serie terminada: nadie ha ganado ninguna partida.</source>
        <translation>Series over: nobody has won a game.</translation>
    </message>
    <message>
        <source>Serie terminada. Vencedores absolutos: {0}.</source>
        <translation>Series over. Overall winners: {0}.</translation>
    </message>
    <message>
        <source>Serie terminada. Vencedor absoluto: {0}.</source>
        <translation>Series over. Overall winner: {0}.</translation>
    </message>
    <message>
        <source>No hay ninguna serie de «4 en letras» abierta</source>
        <translation>No “4 en letras” series is open</translation>
    </message>
    <message>
        <source>«4 en letras» · partida {0}</source>
        <translation>“4 en letras” · game {0}</translation>
    </message>
    <message>
        <source>Empates: {0}</source>
        <translation>Draws: {0}</translation>
    </message>
</context>
<context>
    <name>HojaDuplicada</name>
    <message>
        <source>Planilla duplicada</source>
        <translation>Duplicate score sheet</translation>
    </message>
    <message>
        <source>Reloj de la ronda</source>
        <translation>Round timer</translation>
    </message>
    <message>
        <source>Sala con arbitraje: {0} participantes.</source>
        <translation>Room with arbitration: {0} players.</translation>
    </message>
    <message>
        <source>Partida duplicada: {0}.</source>
        <translation>Duplicate game: {0}.</translation>
    </message>
    <message>
        <source> (el aviso entero, en la planilla)</source>
        <translation> (the whole warning is in the score sheet)</translation>
    </message>
    <message>
        <source>No se ha guardado el reloj de la ronda: {0}</source>
        <translation>The round timer has not been saved: {0}</translation>
    </message>
    <message>
        <source>&amp;Confirmar la jugada</source>
        <translation>&amp;Confirm move</translation>
    </message>
    <message>
        <source>&amp;Escribir los puntos</source>
        <translation>Enter &amp;points</translation>
    </message>
    <message>
        <source>Las jugadas maestras siguen en el tablero: para quitar la última, «Deshacer la última línea».</source>
        <translation>The master moves stay on the board: to remove the last one, use “Undo last line”.</translation>
    </message>
    <message>
        <source>Toca la casilla de inicio (otro toque cambia la dirección) y escribe la maestra. «?»: comodín · Esc · Intro: anotarla como maestra.</source>
        <translation>Tap the start square (tap again to change direction) and type the master move. “?”: blank · Esc · Enter: record it as the master move.</translation>
    </message>
    <message>
        <source>Toca la casilla de inicio (otro toque cambia la dirección) y escribe. «?»: comodín · Esc · Intro: escribir los puntos.</source>
        <translation>Click the starting square (click again to change direction) and type. “?”: blank · Esc · Enter: enter the points.</translation>
    </message>
    <message>
        <source>Ronda {0}: {1}</source>
        <translation>Round {0}: {1}</translation>
    </message>
</context>
<context>
    <name>HojaJuego</name>
    <message>
        <source>&amp;Deshacer la última línea</source>
        <translation>&amp;Undo last line</translation>
    </message>
    <message>
        <source>&amp;Terminar la partida</source>
        <translation>&amp;End game</translation>
    </message>
    <message>
        <source>&amp;Otra partida, mismas personas</source>
        <translation>&amp;Rematch, same players</translation>
    </message>
    <message>
        <source>Copiar la plan&amp;illa</source>
        <translation>Copy score &amp;sheet</translation>
    </message>
    <message>
        <source>Copiar la c&amp;lasificación</source>
        <translation>Copy st&amp;andings</translation>
    </message>
    <message>
        <source>No hay ninguna partida en juego que terminar.</source>
        <translation>No game in progress to end.</translation>
    </message>
    <message>
        <source>Partida terminada.</source>
        <translation>Game over.</translation>
    </message>
    <message>
        <source>Planilla copiada al portapapeles.</source>
        <translation>Score sheet copied to the clipboard.</translation>
    </message>
    <message>
        <source>Clasificación copiada al portapapeles.</source>
        <translation>Standings copied to the clipboard.</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation>{0}: {1}.</translation>
    </message>
    <message>
        <source>… y {0} ajustes de los relojes antes</source>
        <translation>… and {0} earlier clock adjustments</translation>
    </message>
    <message>
        <source>Reloj de {0} ajustado a {1} (árbitro)</source>
        <translation>{0}’s clock set to {1} (arbiter)</translation>
    </message>
    <message>
        <source>Tras la partida {0}: {1}</source>
        <translation>After game {0}: {1}</translation>
    </message>
</context>
<context>
    <name>HojaTantrix</name>
    <message>
        <source>Tantrix</source>
        <translation>Tantrix</translation>
    </message>
    <message>
        <source>&amp;Tantrix</source>
        <translation>&amp;Tantrix</translation>
    </message>
    <message>
        <source>&amp;Anotar el resultado</source>
        <translation>Record resul&amp;t</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation>{0}: {1}.</translation>
    </message>
    <message>
        <source>Partida terminada. Ganan: {0}.</source>
        <translation>Game over. Winners: {0}.</translation>
    </message>
    <message>
        <source>Partida terminada. Gana: {0}.</source>
        <translation>Game over. Winner: {0}.</translation>
    </message>
    <message>
        <source>No hay ninguna partida de Tantrix abierta</source>
        <translation>No Tantrix game is open</translation>
    </message>
    <message>
        <source>Tantrix · faltan {0} de {1}</source>
        <translation>Tantrix · {0} of {1} still to record</translation>
    </message>
    <message>
        <source>Tantrix · todos anotados: «Terminar la partida»</source>
        <translation>Tantrix · all recorded: “End game”</translation>
    </message>
</context>
<context>
    <name>Maestra</name>
    <message>
        <source>la lista abierta incluida (Letterpress, español)</source>
        <translation>the included open word list (Letterpress, Spanish)</translation>
    </message>
    <message>
        <source>la lista abierta incluida (Letterpress, inglés)</source>
        <translation>the included open word list (Letterpress, English)</translation>
    </message>
    <message>
        <source>la lista propia «{0}»</source>
        <translation>your own word list “{0}”</translation>
    </message>
</context>
<context>
    <name>ModeloClasificacionDuplicada</name>
    <message>
        <source>Puesto</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Participante</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Bonif.</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Dif.</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Maestras</source>
        <translation>Masters</translation>
    </message>
    <message>
        <source>Mejor</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Rondas en las que igualó la maestra: primer desempate</source>
        <translation>Rounds in which the player matched the master move: first tiebreak</translation>
    </message>
    <message>
        <source>Su mejor jugada: segundo desempate</source>
        <translation>Their best move: second tiebreak</translation>
    </message>
    <message>
        <source>Bonificaciones FISE (tope de 25 por partida)</source>
        <translation>FISE bonuses (at most 25 per game)</translation>
    </message>
</context>
<context>
    <name>ModeloClasificacionSala</name>
    <message>
        <source>Puesto</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Penal.</source>
        <translation>Pen.</translation>
    </message>
    <message>
        <source>Rondas en las que igualó la maestra: primer desempate</source>
        <translation>Rounds in which they matched the master move: first tie-break</translation>
    </message>
    <message>
        <source>Bonificaciones de las reglas de la sala</source>
        <translation>Bonuses under the room&apos;s rules</translation>
    </message>
    <message>
        <source>Avisos de la partida (de sus papeletas y del árbitro)</source>
        <translation>Warnings in the game (from their slips and from the arbiter)</translation>
    </message>
    <message>
        <source>Lo que restan sus penalizaciones y sus avisos (ya descontado)</source>
        <translation>What their penalties and warnings take off (already deducted)</translation>
    </message>
    <message>
        <source> (retirado)</source>
        <translation> (withdrawn)</translation>
    </message>
    <message>
        <source>Puesto en la clasificación (comparten puesto si empatan en todo)</source>
        <translation>Rank in the standings (shared if tied on everything)</translation>
    </message>
    <message>
        <source>Mesa</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Número de mesa</source>
        <translation>Table number</translation>
    </message>
    <message>
        <source>Participante</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Nombre</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Puntos más bonificaciones menos penalizaciones</source>
        <translation>Points plus bonuses minus penalties</translation>
    </message>
    <message>
        <source>Dif.</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <source>Diferencia con la suma de las maestras</source>
        <translation>Difference from the sum of the master moves</translation>
    </message>
    <message>
        <source>Porcentaje de la suma de las maestras</source>
        <translation>Percentage of the sum of the master moves</translation>
    </message>
    <message>
        <source>Maestras</source>
        <translation>Masters</translation>
    </message>
    <message>
        <source>Rondas en las que igualó la maestra (primer desempate)</source>
        <translation>Rounds in which the player matched the master move (first tie-break)</translation>
    </message>
    <message>
        <source>Mejor</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Su mejor jugada (segundo desempate)</source>
        <translation>Their best move (second tie-break)</translation>
    </message>
    <message>
        <source>Bonif.</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Bonificaciones (maestra en solitario, subtop)</source>
        <translation>Bonuses (sole master move, subtop)</translation>
    </message>
    <message>
        <source>Avisos</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <source>Avisos de la partida</source>
        <translation>Warnings in the game</translation>
    </message>
    <message>
        <source>Pen.</source>
        <translation>Pen.</translation>
    </message>
    <message>
        <source>Lo que restan sus penalizaciones y sus avisos</source>
        <translation>What their penalties and warnings take away</translation>
    </message>
</context>
<context>
    <name>ModeloDuplicada</name>
    <message>
        <source>N.º</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Atril</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Pts.</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Maestra</source>
        <translation>Master</translation>
    </message>
    <message>
        <source>Número de ronda</source>
        <translation>Round number</translation>
    </message>
    <message>
        <source>Atril común de la ronda (? = comodín)</source>
        <translation>The round’s common rack (? = blank)</translation>
    </message>
    <message>
        <source>Coordenada y palabra de la jugada maestra</source>
        <translation>Position and word of the master move</translation>
    </message>
    <message>
        <source>Puntos de la jugada maestra</source>
        <translation>Points for the master move</translation>
    </message>
    <message>
        <source>«{0}» no está en la lista de la aplicación: se guardaron los puntos (la lista no es el Lexicón FISE).</source>
        <translation>“{0}” is not in the app’s word list: the points were kept (the list is not the official lexicon).</translation>
    </message>
    <message>
        <source>«{0}» no está en la lista de la aplicación: 0 puntos, como una palabra no válida.</source>
        <translation>“{0}” is not in the app’s word list: 0 points, like an invalid word.</translation>
    </message>
    <message>
        <source>{0}: {1} es más que la jugada maestra ({2}): probablemente es un error al copiar la cifra. Toca la casilla para corregirla.</source>
        <translation>{0}: {1} is more than the master move ({2}): probably a mistake when copying the score. Click the cell to correct it.</translation>
    </message>
    <message>
        <source>Atril sorteado por la aplicación</source>
        <translation>Rack drawn by the app</translation>
    </message>
    <message>
        <source>Hallada por Planilla («Buscar la jugada maestra») con {0}.</source>
        <translation>Found by Planilla (“Find the master move”) with {0}.</translation>
    </message>
    <message>
        <source>Anotada solo con puntos: no está en el tablero ni se descuenta en el panel de fichas.</source>
        <translation>Recorded with points only: it is not on the board and is not deducted in the tile panel.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Diferencia</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>Porcentaje</source>
        <translation>Percentage</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source> + {0} de bonificación</source>
        <translation> + {0} bonus</translation>
    </message>
    <message>
        <source> frente a {0} de las maestras.</source>
        <translation> against {0} for the master moves.</translation>
    </message>
</context>
<context>
    <name>ModeloFinal</name>
    <message>
        <source>Puesto</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Participante</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Antes del ajuste</source>
        <translation>Before adjustment</translation>
    </message>
    <message>
        <source>Ajuste</source>
        <translation>Adjustment</translation>
    </message>
    <message>
        <source>Tiempo extra</source>
        <translation>Overtime</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source> (cerró)</source>
        <translation> (went out)</translation>
    </message>
    <message>
        <source> — pierde por tiempo</source>
        <translation> — loses on time</translation>
    </message>
</context>
<context>
    <name>ModeloPartidas</name>
    <message>
        <source>N.º</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Participantes</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Líneas</source>
        <translation>Lines</translation>
    </message>
    <message>
        <source>Última anotación</source>
        <translation>Last entry</translation>
    </message>
    <message>
        <source>Participante {0}</source>
        <translation>Player {0}</translation>
    </message>
    <message>
        <source>Terminada</source>
        <translation>Finished</translation>
    </message>
    <message>
        <source>En juego</source>
        <translation>In progress</translation>
    </message>
    <message>
        <source>Duplicada, {0}</source>
        <translation>Duplicate, {0}</translation>
    </message>
    <message>
        <source>Tantrix, {0}</source>
        <translation>Tantrix, {0}</translation>
    </message>
    <message>
        <source>«4 en letras», {0}</source>
        <translation>“4 en letras”, {0}</translation>
    </message>
</context>
<context>
    <name>ModeloPlanilla</name>
    <message>
        <source>a mano</source>
        <translation>by hand</translation>
    </message>
    <message>
        <source>Penalización</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <source>Reloj</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>Tiempo extra</source>
        <translation>Overtime</translation>
    </message>
    <message>
        <source>Premio</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Ajuste final</source>
        <translation>Adjustment</translation>
    </message>
    <message>
        <source>Cerró</source>
        <translation>Went out</translation>
    </message>
    <message>
        <source>Atril: {0}</source>
        <translation>Rack: {0}</translation>
    </message>
    <message>
        <source>Atril</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Atril sin puntos</source>
        <translation>Rack worth 0</translation>
    </message>
    <message>
        <source>Ronda</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Pts.</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Jugadas de {0}</source>
        <translation>{0}’s moves</translation>
    </message>
    <message>
        <source>Puntos de cada turno de {0}</source>
        <translation>{0}’s points for each turn</translation>
    </message>
    <message>
        <source>Total acumulado de {0}</source>
        <translation>{0}’s running total</translation>
    </message>
    <message>
        <source>▶ turno</source>
        <translation>▶ turn</translation>
    </message>
    <message>
        <source>{0}: ajuste final {1:+d}</source>
        <translation>{0}: end-of-game adjustment {1:+d}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0}: {1}, {2}</source>
        <translation>{0}: {1}, {2}</translation>
    </message>
    <message numerus="yes">
        <source> (%n fichas en el tablero)</source>
        <translation>
            <numerusform> (%n tile on the board)</numerusform>
            <numerusform> (%n tiles on the board)</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: {1}, {2}; total {3}</source>
        <translation>{0}: {1}, {2}; total {3}</translation>
    </message>
</context>
<context>
    <name>ModeloSala</name>
    <message>
        <source>Mesa</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Participante</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Papeleta</source>
        <translation>Slip</translation>
    </message>
    <message>
        <source>Pts.</source>
        <translation>Pts.</translation>
    </message>
    <message>
        <source>Juicio</source>
        <translation>Judgement</translation>
    </message>
    <message>
        <source>Número de mesa</source>
        <translation>Table number</translation>
    </message>
    <message>
        <source>Nombre del participante</source>
        <translation>Player&apos;s name</translation>
    </message>
    <message>
        <source>La papeleta como se tecleó</source>
        <translation>The slip as typed</translation>
    </message>
    <message>
        <source>Los puntos que cuentan en la ronda</source>
        <translation>The points that count in the round</translation>
    </message>
    <message>
        <source>Válida, maestra o el motivo del cero; y lo que mirar: fuera de lista, coordenada desplazada, puntos declarados, avisos y penalizaciones</source>
        <translation>Valid, master move or the reason for the zero; and what to look at: not in the list, shifted coordinate, declared points, warnings and penalties</translation>
    </message>
</context>
<context>
    <name>ModeloSerie</name>
    <message>
        <source>Partida</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Ganador</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Palabra</source>
        <translation>Word</translation>
    </message>
    <message>
        <source>Empate (área llena)</source>
        <translation>Draw (area full)</translation>
    </message>
</context>
<context>
    <name>ModeloTantrix</name>
    <message>
        <source>Participante</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Línea</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Circuito</source>
        <translation>Loop</translation>
    </message>
    <message>
        <source>Puntos</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Cuenta</source>
        <translation>Counts</translation>
    </message>
    <message>
        <source>Puesto</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Línea {0} × 1 = {1} · circuito {2} × 2 = {3}</source>
        <translation>Line {0} × 1 = {1} · loop {2} × 2 = {3}</translation>
    </message>
</context>
<context>
    <name>OperacionesHoja</name>
    <message>
        <source>No hay ninguna partida en juego: empieza una con «Nueva partida…».</source>
        <translation>No game in progress: start one with “New game…”.</translation>
    </message>
    <message>
        <source>Los puntos a mano tienen que ser un número de 0 a 2000.</source>
        <translation>Points entered by hand must be a number from 0 to 2000.</translation>
    </message>
    <message>
        <source>No hay ninguna jugada calculada: coloca las fichas en el tablero o escribe los puntos a mano.</source>
        <translation>No move has been scored: place the tiles on the board or type the points by hand.</translation>
    </message>
    <message>
        <source>No hay ninguna partida abierta.</source>
        <translation>No game is open.</translation>
    </message>
    <message>
        <source>Retirar {0} de {1}</source>
        <translation>Withdraw {0} by {1}</translation>
    </message>
    <message>
        <source>Anotar una palabra retirada a {0}</source>
        <translation>Record a withdrawn word for {0}</translation>
    </message>
    <message>
        <source>¿Qué palabra se retira? {0} ({1}) es la última jugada anotada; si se retira, sus puntos pasan a 0 y sus fichas salen del tablero.</source>
        <translation>Which word is withdrawn? {0} ({1}) is the last move recorded; if it is withdrawn, it scores 0 and its tiles come off the board.</translation>
    </message>
    <message>
        <source>No hay ninguna partida en juego que terminar.</source>
        <translation>No game in progress to end.</translation>
    </message>
    <message>
        <source>Planilla copiada al portapapeles.</source>
        <translation>Score sheet copied to the clipboard.</translation>
    </message>
    <message>
        <source>Clasificación copiada al portapapeles.</source>
        <translation>Standings copied to the clipboard.</translation>
    </message>
    <message>
        <source>No hay ninguna partida que copiar.</source>
        <translation>There is no game to copy.</translation>
    </message>
</context>
<context>
    <name>PanelCuatroLetras</name>
    <message>
        <source>Gana la partida quien forma una palabra de {0} a {1} letras; con el área de 7×7 llena, empate. Vencedor absoluto: quien más partidas gana.</source>
        <translation>The first player to make a word of {0} to {1} letters wins the game; if the 7×7 area fills up, it is a draw. Overall winner: whoever wins the most games.</translation>
    </message>
    <message>
        <source>«4 en letras»: ganador, palabra y recuento de cada partida de la serie</source>
        <translation>“4 en letras”: winner, word and tally of each game in the series</translation>
    </message>
    <message>
        <source>&amp;Ganador:</source>
        <translation>&amp;Winner:</translation>
    </message>
    <message>
        <source>palabra de {0} a {1} letras</source>
        <translation>word of {0} to {1} letters</translation>
    </message>
    <message>
        <source>Gana la partida</source>
        <translation>Record win</translation>
    </message>
    <message>
        <source>Empate (área llena)</source>
        <translation>Draw (area full)</translation>
    </message>
    <message>
        <source>Pa&amp;labra:</source>
        <translation>W&amp;ord:</translation>
    </message>
    <message>
        <source>Terminar la serie</source>
        <translation>End series</translation>
    </message>
    <message>
        <source>Otra serie, mismas personas</source>
        <translation>New series, same players</translation>
    </message>
</context>
<context>
    <name>PanelDuplicada</name>
    <message>
        <source>atril (? = comodín)</source>
        <translation>rack (? = blank)</translation>
    </message>
    <message>
        <source>Las fichas del atril de la ronda siguiente (CH, LL y RR seguidas son una ficha; ? es un comodín). Vacío: la ronda empieza sin anotar el atril. Con «Sortear», lo que haya aquí es lo que quedó en el atril (solo hace falta si la maestra anterior no se calculó en el tablero).</source>
        <translation>The tiles on the next round’s rack (? is a blank; in Spanish, CH, LL and RR typed together are one tile). Empty: the round starts without recording the rack. With “Draw”, whatever is here is what was left on the rack (only needed if the previous master move was not scored on the board).</translation>
    </message>
    <message>
        <source>Nueva ronda</source>
        <translation>New round</translation>
    </message>
    <message>
        <source>Sortear</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Completa el atril con fichas al azar de las que aún no han salido.</source>
        <translation>Fills the rack with random tiles from those not yet drawn.</translation>
    </message>
    <message>
        <source>Volver a sortear</source>
        <translation>Redraw</translation>
    </message>
    <message>
        <source>Regla del sorteo: el atril entero vuelve a la bolsa y se sacan siete nuevas.</source>
        <translation>Draw rule: the whole rack goes back into the bag and seven new tiles are drawn.</translation>
    </message>
    <message>
        <source>Doble clic (o F2) en una casilla para corregirla.</source>
        <translation>Double-click a cell (or press F2) to correct it.</translation>
    </message>
    <message>
        <source>Planilla duplicada: una fila por ronda y los totales</source>
        <translation>Duplicate score sheet: one row per round, and the totals</translation>
    </message>
    <message>
        <source>Clasificación de la partida duplicada</source>
        <translation>Duplicate game standings</translation>
    </message>
    <message>
        <source>Rondas</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Clasificación</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>a mano</source>
        <translation>by hand</translation>
    </message>
    <message>
        <source>Puntos escritos a mano (0–2000): si hay algo aquí, los botones usan esto en lugar de la jugada calculada. Intro escribe los puntos.</source>
        <translation>Points typed by hand (0–2000): if there is something here, the buttons use it instead of the scored move. Enter records the points.</translation>
    </message>
    <message>
        <source>Buscar la maestra…</source>
        <translation>Find master…</translation>
    </message>
    <message>
        <source>Las mejores jugadas del atril de la ronda, de la lista de palabras: la elegida se coloca y se anota como maestra (Ctrl+Alt+M).</source>
        <translation>The best moves for the round’s rack, from the word list: the chosen one is placed and recorded as the master move (Ctrl+Alt+M).</translation>
    </message>
    <message>
        <source>Anotar como jugada maestra</source>
        <translation>Record as master move</translation>
    </message>
    <message>
        <source>Escribir los puntos</source>
        <translation>Enter points</translation>
    </message>
    <message>
        <source>Cerrar la ronda…</source>
        <translation>Close the round…</translation>
    </message>
    <message>
        <source>Cero «sin papeleta» a quienes aún no la tienen (se pregunta antes).</source>
        <translation>Zero “no slip” to those who do not have one yet (asks first).</translation>
    </message>
    <message>
        <source>Deshacer la última línea</source>
        <translation>Undo last line</translation>
    </message>
    <message>
        <source>Terminar la partida</source>
        <translation>End game</translation>
    </message>
    <message>
        <source>Otra partida, mismas personas</source>
        <translation>Rematch, same players</translation>
    </message>
    <message>
        <source>Copiar la clasificación</source>
        <translation>Copy standings</translation>
    </message>
    <message>
        <source>Nueva partida…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Partidas…</source>
        <translation>Games…</translation>
    </message>
    <message>
        <source>Buscar…</source>
        <translation>Find…</translation>
    </message>
    <message>
        <source>Confirmar la jugada</source>
        <translation>Confirm move</translation>
    </message>
    <message>
        <source>No hay ninguna partida duplicada abierta</source>
        <translation>No duplicate game is open</translation>
    </message>
    <message>
        <source>en solitario</source>
        <translation>solo</translation>
    </message>
    <message>
        <source>{0} participantes</source>
        <translation>{0} players</translation>
    </message>
    <message numerus="yes">
        <source>Duplicada terminada · %n rondas · {0}</source>
        <translation>
            <numerusform>Duplicate over · %n round · {0}</numerusform>
            <numerusform>Duplicate over · %n rounds · {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicada · {0} · escribe o sortea el primer atril</source>
        <translation>Duplicate · {0} · type or draw the first rack</translation>
    </message>
    <message>
        <source>Duplicada · ronda {0} · {1}</source>
        <translation>Duplicate · round {0} · {1}</translation>
    </message>
    <message>
        <source>Contra las jugadas maestras.</source>
        <translation>Against the master moves.</translation>
    </message>
    <message>
        <source>Clasificación final</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <source>Clasificación provisional</source>
        <translation>Provisional standings</translation>
    </message>
    <message>
        <source> · sin la ronda {0}: faltan puntos</source>
        <translation> · without round {0}: scores missing</translation>
    </message>
    <message numerus="yes">
        <source>Sala terminada · %n rondas · {0} · {1}</source>
        <translation>
            <numerusform>Room finished · %n round · {0} · {1}</numerusform>
            <numerusform>Room finished · %n rounds · {0} · {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>Sala · {0} · {1} · escribe o sortea el primer atril</source>
        <translation>Room · {0} · {1} · type or draw the first rack</translation>
    </message>
    <message>
        <source>Sala · ronda {0} · {1} · {2}</source>
        <translation>Room · round {0} · {1} · {2}</translation>
    </message>
    <message>
        <source>Reglas de arbitraje: {0}</source>
        <translation>Arbitration rules: {0}</translation>
    </message>
</context>
<context>
    <name>PanelJuego</name>
    <message>
        <source>Deshacer la última línea</source>
        <translation>Undo last line</translation>
    </message>
    <message>
        <source>Terminar la partida</source>
        <translation>End game</translation>
    </message>
    <message>
        <source>Otra partida, mismas personas</source>
        <translation>Rematch, same players</translation>
    </message>
    <message>
        <source>Copiar la planilla</source>
        <translation>Copy score sheet</translation>
    </message>
    <message>
        <source>Nueva partida…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Partidas…</source>
        <translation>Games…</translation>
    </message>
</context>
<context>
    <name>PanelPlanilla</name>
    <message>
        <source>Planilla: turnos por ronda con el total acumulado</source>
        <translation>Score sheet: turns by round with the running total</translation>
    </message>
    <message>
        <source>a mano</source>
        <translation>by hand</translation>
    </message>
    <message>
        <source>Puntos escritos a mano (0–2000): si hay algo aquí, «Sumar» anota esto.</source>
        <translation>Points typed by hand (0–2000): if there is something here, “Add move” records it.</translation>
    </message>
    <message>
        <source>Atril</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Atril antes de jugar (opcional): se guarda con la jugada o el pase y va al GCG. ? es un comodín; CH, LL y RR seguidas, el dígrafo. Al cambiar: las fichas cambiadas, o cuántas (4).</source>
        <translation>Rack before the move (optional): saved with the move or the pass, and exported to GCG. ? is a blank; in Spanish, CH, LL and RR typed together are the digraph. When exchanging: the tiles exchanged, or how many (4).</translation>
    </message>
    <message>
        <source>Atril (opcional)</source>
        <translation>Rack (optional)</translation>
    </message>
    <message>
        <source>Sumar</source>
        <translation>Add move</translation>
    </message>
    <message>
        <source>Pasar</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Cambiar</source>
        <translation>Exchange</translation>
    </message>
    <message>
        <source>Palabra retirada</source>
        <translation>Withdrawn word</translation>
    </message>
    <message>
        <source>Deshacer la última línea</source>
        <translation>Undo last line</translation>
    </message>
    <message>
        <source>Penalización</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <source>Impugnación fallida</source>
        <translation>Unsuccessful challenge</translation>
    </message>
    <message>
        <source>Terminar la partida</source>
        <translation>End game</translation>
    </message>
    <message>
        <source>Otra partida, mismas personas</source>
        <translation>Rematch, same players</translation>
    </message>
    <message>
        <source>Nueva partida…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Partidas…</source>
        <translation>Games…</translation>
    </message>
    <message>
        <source>Impugnación fallida: +{0} a quien jugó</source>
        <translation>Unsuccessful challenge: +{0} to the player</translation>
    </message>
    <message>
        <source>No hay ninguna partida abierta</source>
        <translation>No game is open</translation>
    </message>
    <message>
        <source>Pulsa «Nueva partida…» (Ctrl+N) para llevar la hoja, o «Partidas…» para seguir una guardada. Sin partida, el contador puntúa jugadas sueltas.</source>
        <translation>Press “New game…” (Ctrl+N) to keep the score sheet, or “Games…” to continue a saved one. With no game, the counter scores single moves.</translation>
    </message>
    <message>
        <source>Partida terminada</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Turno de {0} · ronda {1}</source>
        <translation>{0}’s turn · round {1}</translation>
    </message>
</context>
<context>
    <name>PanelSala</name>
    <message>
        <source>mesa</source>
        <translation>table</translation>
    </message>
    <message>
        <source>A quién va la papeleta: su número de mesa, varias (3-7,12: la misma jugada para todos) o un trozo de su nombre. Intro pasa a la papeleta; ↑/↓, la mesa anterior o siguiente sin papeleta.</source>
        <translation>Whom the slip is for: their table number, several (3-7,12: the same move for all) or part of their name. Enter goes to the slip; ↑/↓, the previous or next table without a slip.</translation>
    </message>
    <message>
        <source>Mesa</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>H4 JAMON 44 · = maestra · -7 cero</source>
        <translation>H4 JAMON 44 · = master · -7 zero</translation>
    </message>
    <message>
        <source>Papeleta</source>
        <translation>Slip</translation>
    </message>
    <message>
        <source>La papeleta: coordenada, palabra y, si los lleva, los puntos (H4 JAMON 44; minúscula = comodín). Intro la juzga y la anota. «=»: la maestra de la ronda. «-7»: cero con su motivo (-1 palabra no válida … -0 sin papeleta; «-» muestra la lista). «=30»: el árbitro decide los puntos. Delante puede ir la mesa: «12 H4 JAMON». ↑/↓: otra mesa; Ctrl+W: aviso; Ctrl+Mayús+P: penalización.</source>
        <translation>The slip: coordinate, word and, if it has them, the points (H4 JAMON 44; lower case = blank). Enter judges and records it. “=”: the round&apos;s master move. “-7”: zero with its reason (-1 invalid word … -0 no slip; “-” shows the list). “=30”: the arbiter decides the points. The table may go first: “12 H4 JAMON”. ↑/↓: another table; Ctrl+W: warning; Ctrl+Shift+P: penalty.</translation>
    </message>
    <message>
        <source>Mesa:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <source>Papeleta:</source>
        <translation>Slip:</translation>
    </message>
    <message>
        <source>Ronda </source>
        <translation>Round </translation>
    </message>
    <message>
        <source>La ronda que se ve y en la que se anota (para corregir una anterior).</source>
        <translation>The round shown and recorded into (to correct an earlier one).</translation>
    </message>
    <message>
        <source>Ronda</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Lo decidido</source>
        <translation>The decision</translation>
    </message>
    <message>
        <source>Participantes de la ronda</source>
        <translation>The round&apos;s players</translation>
    </message>
    <message>
        <source>Intro o doble clic: anotar la papeleta de ese participante.</source>
        <translation>Enter or double-click: record that player&apos;s slip.</translation>
    </message>
    <message>
        <source>Clasificación de la sala</source>
        <translation>Room standings</translation>
    </message>
    <message>
        <source>Ver entera…</source>
        <translation>Full view…</translation>
    </message>
    <message>
        <source>La clasificación entera en su ventana: club, diferencia, mejor jugada, la parcial tras la ronda 3, 6, 9…, copiarla como texto y el CSV para la federación (Ctrl+Alt+V).</source>
        <translation>The full standings in their own window: club, difference, best move, the partial standings after round 3, 6, 9…, copy them as text and the CSV for the federation (Ctrl+Alt+V).</translation>
    </message>
    <message>
        <source>Clasificación</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Ocultar los ya anotados</source>
        <translation>Hide those already recorded</translation>
    </message>
    <message>
        <source>= maestra · -N cero («-» los lista) · =N puntos del árbitro · 12 H4 JAMON: otra mesa · Ctrl+W aviso · Ctrl+Mayús+P penalización</source>
        <translation>= master · -N zero (“-” lists them) · =N arbiter&apos;s points · 12 H4 JAMON: another table · Ctrl+W warning · Ctrl+Shift+P penalty</translation>
    </message>
    <message>
        <source>Pts.</source>
        <translation>Pts.</translation>
    </message>
</context>
<context>
    <name>PanelTantrix</name>
    <message>
        <source>Línea más larga: 1 punto por ficha. Circuito más grande: 2 puntos por ficha. Solo cuenta la mejor; los empatados comparten puesto.</source>
        <translation>Longest line: 1 point per tile. Largest loop: 2 points per tile. Only the better one counts; tied players share the same rank.</translation>
    </message>
    <message>
        <source>Tantrix: línea, circuito y puntos de cada participante</source>
        <translation>Tantrix: each player’s line, loop and points</translation>
    </message>
    <message>
        <source>&amp;Participante:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source> fichas</source>
        <translation> tiles</translation>
    </message>
    <message>
        <source>línea: </source>
        <translation>line: </translation>
    </message>
    <message>
        <source>Fichas de la línea más larga de su color (1 punto cada una)</source>
        <translation>Tiles in the longest line of their colour (1 point each)</translation>
    </message>
    <message>
        <source>circuito: </source>
        <translation>loop: </translation>
    </message>
    <message>
        <source>Fichas del circuito más grande (2 puntos cada una); 0 si no tiene</source>
        <translation>Tiles in the largest loop (2 points each); 0 if there is none</translation>
    </message>
    <message>
        <source>Anotar el resultado</source>
        <translation>Record result</translation>
    </message>
    <message>
        <source>&amp;Línea y circuito:</source>
        <translation>&amp;Line and loop:</translation>
    </message>
</context>
<context>
    <name>ProyectorClasificacion</name>
    <message>
        <source>No hay ninguna partida duplicada abierta</source>
        <translation>No duplicate game is open</translation>
    </message>
    <message>
        <source>Página {0} de {1}</source>
        <translation>Page {0} of {1}</translation>
    </message>
</context>
<context>
    <name>ProyectorDuplicada</name>
    <message>
        <source>No hay ninguna partida duplicada abierta</source>
        <translation>No duplicate game is open</translation>
    </message>
    <message>
        <source>Maestra: {0}, {1}</source>
        <translation>Master move: {0}, {1}</translation>
    </message>
    <message>
        <source>Maestra: {0}</source>
        <translation>Master move: {0}</translation>
    </message>
    <message>
        <source>Ronda {0}: atril sin anotar</source>
        <translation>Round {0}: rack not recorded</translation>
    </message>
    <message>
        <source>Esperando el primer atril</source>
        <translation>Waiting for the first rack</translation>
    </message>
    <message>
        <source>Partida terminada</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Ronda {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <source>Primera ronda</source>
        <translation>First round</translation>
    </message>
    <message>
        <source>En pausa</source>
        <translation>Paused</translation>
    </message>
</context>
<context>
    <name>ReaccionesHoja</name>
    <message>
        <source>Partida: {0}. {1}</source>
        <translation>Game: {0}. {1}</translation>
    </message>
    <message>
        <source>{0}: {1} para {2}</source>
        <translation>{0}: {1} for {2}</translation>
    </message>
    <message>
        <source>Coloca la jugada o escribe los puntos</source>
        <translation>Place the move or type the points</translation>
    </message>
    <message>
        <source>Las fichas anotadas en la planilla siguen en el tablero: para quitarlas, «Deshacer la última línea» o «Palabra retirada».</source>
        <translation>Tiles recorded on the score sheet stay on the board: to remove them, use “Undo last line” or “Withdrawn word”.</translation>
    </message>
    <message>
        <source>Toca la casilla de inicio (otro toque cambia la dirección) y escribe. Tocar una ficha nueva o «?»: comodín · Retroceso · Esc · flechas · Intro: {0}.</source>
        <translation>Click the starting square (click again to change direction) and type. Click a new tile or type “?”: blank · Backspace · Esc · arrows · Enter: {0}.</translation>
    </message>
    <message>
        <source>sumar</source>
        <translation>add move</translation>
    </message>
    <message>
        <source>dejar</source>
        <translation>leave on the board</translation>
    </message>
</context>
<context>
    <name>SolitarioDuplicada</name>
    <message>
        <source>Coloca tu jugada en el tablero o escribe tus puntos (0 si no juegas) y confírmala.</source>
        <translation>Place your move on the board or type your points (0 if you don’t play) and confirm.</translation>
    </message>
    <message>
        <source>Buscando la jugada maestra…</source>
        <translation>Looking for the master move…</translation>
    </message>
    <message>
        <source>No se ha podido buscar la jugada maestra: {0}</source>
        <translation>Could not search for the master move: {0}</translation>
    </message>
    <message>
        <source>Puntos anotados. Ahora, los de {0}.</source>
        <translation>Points recorded. Now {0}’s.</translation>
    </message>
    <message>
        <source>Ninguna jugada posible con las fichas que quedan: partida terminada.</source>
        <translation>No move is possible with the tiles left: game over.</translation>
    </message>
    <message>
        <source>Maestra: {0} {1}, {2}.</source>
        <translation>Master move: {0} {1}, {2}.</translation>
    </message>
    <message>
        <source>«{0}» no está en {1}: la jugada vale 0 puntos, como una palabra no válida en una duplicada. La lista no es el Lexicón FISE: ¿guardar tus {2} de todos modos?</source>
        <translation>“{0}” is not in {1}: the move scores 0, like an invalid word in duplicate. The list is not the official lexicon: keep your {2} anyway?</translation>
    </message>
    <message>
        <source>No quedan fichas: partida terminada.</source>
        <translation>No tiles left: game over.</translation>
    </message>
    <message>
        <source>Ronda {0}: {1}. Coloca tu jugada y confírmala.</source>
        <translation>Round {0}: {1}. Place your move and confirm it.</translation>
    </message>
</context>
<context>
    <name>TextosHojas</name>
    <message>
        <source>{0} puntos</source>
        <comment>negativos</comment>
        <translation>{0} points</translation>
    </message>
    <message numerus="yes">
        <source>%n puntos</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}.º</source>
        <comment>puesto en una tabla</comment>
        <translation>{0}</translation>
    </message>
    <message>
        <source>{0}.º {1}</source>
        <comment>puesto y nombre</comment>
        <translation>{0}.&#xa0;{1}</translation>
    </message>
    <message>
        <source>{0} y {1}</source>
        <comment>el último de una lista de nombres</comment>
        <translation>{0} and {1}</translation>
    </message>
</context>
<context>
    <name>TextosReglas</name>
    <message>
        <source>+{0} a quien sola iguala la maestra</source>
        <translation>+{0} to a lone player matching the master move</translation>
    </message>
    <message>
        <source>+{0} a quien sola tiene la mejor por debajo</source>
        <translation>+{0} to a lone player with the best score below it</translation>
    </message>
    <message>
        <source>tope {0} por partida</source>
        <translation>cap {0} per game</translation>
    </message>
    <message>
        <source>participantes activos</source>
        <translation>active players</translation>
    </message>
    <message>
        <source>participantes</source>
        <translation>players</translation>
    </message>
    <message>
        <source>desde {0} {1}</source>
        <translation>from {0} {1}</translation>
    </message>
    <message>
        <source>Bonificaciones: {0}.</source>
        <translation>Bonuses: {0}.</translation>
    </message>
    <message>
        <source>Sin bonificaciones.</source>
        <translation>No bonuses.</translation>
    </message>
    <message>
        <source>Coordenada desplazada: cero.</source>
        <translation>Shifted coordinate: zero.</translation>
    </message>
    <message>
        <source>Coordenada desplazada: vale donde cabe, −{0}.</source>
        <translation>Shifted coordinate: counts where it fits, −{0}.</translation>
    </message>
    <message>
        <source>Puntos declarados erróneos: cero.</source>
        <translation>Wrong declared points: zero.</translation>
    </message>
    <message>
        <source>Puntos ausentes o erróneos: aviso.</source>
        <translation>Missing or wrong points: warning.</translation>
    </message>
    <message>
        <source>Avisos: −{0} cada uno desde el {1}.º de la partida.</source>
        <translation>Warnings: −{0} each from warning {1} of the game.</translation>
    </message>
    <message>
        <source>Los avisos no restan.</source>
        <translation>Warnings take no points off.</translation>
    </message>
</context>
<context>
    <name>TextosSala</name>
    <message numerus="yes">
        <source>«{0}»: %n participantes ({1}…): escribe más o la mesa.</source>
        <translation>
            <numerusform>“{0}”: %n player ({1}…): type more, or the table.</numerusform>
            <numerusform>“{0}”: %n players ({1}…): type more, or the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>En la ronda {0} faltan %n papeletas ({1}). ¿Cerrar la ronda con cero «sin papeleta» para ellas?</source>
        <translation>
            <numerusform>In round {0}, %n slip is missing ({1}). Close the round with a zero “no slip” for it?</numerusform>
            <numerusform>In round {0}, %n slips are missing ({1}). Close the round with a zero “no slip” for them?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ronda {0} cerrada: %n ceros «sin papeleta».</source>
        <translation>
            <numerusform>Round {0} closed: %n zero “no slip”.</numerusform>
            <numerusform>Round {0} closed: %n zeros “no slip”.</numerusform>
        </translation>
    </message>
    <message>
        <source>ausente</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>llega en la ronda {0}</source>
        <translation>arrives in round {0}</translation>
    </message>
    <message>
        <source>retirado en la ronda {0}</source>
        <translation>withdrew in round {0}</translation>
    </message>
    <message>
        <source>maestra</source>
        <translation>master move</translation>
    </message>
    <message>
        <source>coordenada desplazada</source>
        <translation>shifted coordinate</translation>
    </message>
    <message>
        <source>válida</source>
        <translation>valid</translation>
    </message>
    <message>
        <source> (árbitro)</source>
        <translation> (arbiter)</translation>
    </message>
    <message>
        <source>fuera de lista: {0}</source>
        <translation>not in the list: {0}</translation>
    </message>
    <message>
        <source>vale en {0}</source>
        <translation>valid at {0}</translation>
    </message>
    <message>
        <source>declaró {0}</source>
        <translation>declared {0}</translation>
    </message>
    <message>
        <source>sin puntos</source>
        <translation>no points</translation>
    </message>
    <message numerus="yes">
        <source>%n avisos</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>−{0}</source>
        <translation>−{0}</translation>
    </message>
    <message>
        <source>Mesa {0} · {1}</source>
        <translation>Table {0} · {1}</translation>
    </message>
    <message numerus="yes">
        <source>Mesas {0} (%n participantes)</source>
        <translation>
            <numerusform>Tables {0} (%n player)</numerusform>
            <numerusform>Tables {0} (%n players)</numerusform>
        </translation>
    </message>
    <message>
        <source>«{0}»</source>
        <translation>“{0}”</translation>
    </message>
    <message>
        <source>maestra, {0}.</source>
        <translation>master move, {0}.</translation>
    </message>
    <message>
        <source>0 puntos: {0}.</source>
        <translation>0 points: {0}.</translation>
    </message>
    <message>
        <source>{0}, con −{1} por la coordenada desplazada.</source>
        <translation>{0}, with −{1} for the shifted coordinate.</translation>
    </message>
    <message>
        <source>Declaró {0}; la jugada vale {1}.</source>
        <translation>Declared {0}; the move scores {1}.</translation>
    </message>
    <message numerus="yes">
        <source>%n avisos por los puntos de la papeleta.</source>
        <translation>
            <numerusform>%n warning for the slip&apos;s points.</numerusform>
            <numerusform>%n warnings for the slip&apos;s points.</numerusform>
        </translation>
    </message>
    <message>
        <source>«{0}» no está en la lista (que no es el Lexicón): si no vale, «-1» la anula.</source>
        <translation>“{0}” is not in the list (which is not the Lexicon): if it is not valid, “-1” zeroes it.</translation>
    </message>
    <message>
        <source>Decidido por el árbitro.</source>
        <translation>Decided by the arbiter.</translation>
    </message>
    <message>
        <source>Del árbitro: {0}.</source>
        <translation>From the arbiter: {0}.</translation>
    </message>
</context>
<context>
    <name>VentanaClasificacionSala</name>
    <message>
        <source>Clasificación de la sala</source>
        <translation>Room standings</translation>
    </message>
</context>
<context>
    <name>VistaClasificacionSala</name>
    <message>
        <source>La clasificación tras una ronda (cada {0} rondas) o con todas</source>
        <translation>The standings after a round (every {0} rounds) or with all of them</translation>
    </message>
    <message>
        <source>&amp;Clasificación:</source>
        <translation>&amp;Standings:</translation>
    </message>
    <message>
        <source>Copiar la clasificación como texto</source>
        <translation>Copy the standings as text</translation>
    </message>
    <message>
        <source>Exportar la clasificación en CSV…</source>
        <translation>Export the standings as CSV…</translation>
    </message>
    <message>
        <source>Co&amp;piar como texto</source>
        <translation>Co&amp;py as text</translation>
    </message>
    <message>
        <source>&amp;Exportar CSV…</source>
        <translation>&amp;Export CSV…</translation>
    </message>
    <message>
        <source>Licencia, nombre, club, total, %, maestras, bonificaciones y penalizaciones, para la federación</source>
        <translation>Licence, name, club, total, %, master moves, bonuses and penalties, for the federation</translation>
    </message>
    <message>
        <source>Todas las rondas</source>
        <translation>All rounds</translation>
    </message>
    <message>
        <source>Tras la ronda {0}</source>
        <translation>After round {0}</translation>
    </message>
    <message>
        <source>Sin partida duplicada</source>
        <translation>No duplicate game</translation>
    </message>
    <message>
        <source>clasificacion-ronda-{0}.csv</source>
        <translation>standings-round-{0}.csv</translation>
    </message>
    <message>
        <source>clasificacion.csv</source>
        <translation>standings.csv</translation>
    </message>
    <message>
        <source>No se puede escribir «{0}»: {1}.</source>
        <translation>Cannot write “{0}”: {1}.</translation>
    </message>
    <message>
        <source>Exportar la clasificación en CSV</source>
        <translation>Export the standings as CSV</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
</context>
</TS>
