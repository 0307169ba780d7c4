<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="es">
<context>
    <name>Acciones</name>
    <message>
        <source>&amp;Archivo</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Salir</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Jugada</source>
        <translation>&amp;Move</translation>
    </message>
    <message>
        <source>&amp;Horizontal</source>
        <translation>&amp;Across</translation>
    </message>
    <message>
        <source>&amp;Vertical</source>
        <translation>&amp;Down</translation>
    </message>
    <message>
        <source>&amp;Cambiar de dirección</source>
        <translation>&amp;Toggle direction</translation>
    </message>
    <message>
        <source>Marcar la última ficha como co&amp;modín</source>
        <translation>Mark the last tile as a &amp;blank</translation>
    </message>
    <message>
        <source>&amp;Borrar la última ficha</source>
        <translation>&amp;Remove the last tile</translation>
    </message>
    <message>
        <source>Ca&amp;ncelar la jugada</source>
        <translation>&amp;Cancel the move</translation>
    </message>
    <message>
        <source>&amp;Dejar en el tablero</source>
        <translation>&amp;Leave on the board</translation>
    </message>
    <message>
        <source>Deshacer «Dejar en el &amp;tablero»</source>
        <translation>&amp;Undo “Leave on the board”</translation>
    </message>
    <message>
        <source>Vaci&amp;ar el tablero</source>
        <translation>Cl&amp;ear the board</translation>
    </message>
    <message>
        <source>Pan&amp;talla completa</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>Re&amp;stablecer la disposición</source>
        <translation>Re&amp;set the layout</translation>
    </message>
    <message>
        <source>Acerca &amp;de Planilla</source>
        <translation>&amp;About Planilla</translation>
    </message>
    <message>
        <source>&amp;Ir al tablero</source>
        <translation>&amp;Go to the board</translation>
    </message>
    <message>
        <source>&amp;Ver</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Colocar las fichas en el tablero</source>
        <translation>Place the tiles on the &amp;board</translation>
    </message>
    <message>
        <source>&amp;Escribir las palabras</source>
        <translation>&amp;Write the words</translation>
    </message>
    <message>
        <source>E&amp;dición</source>
        <translation>E&amp;dition</translation>
    </message>
    <message>
        <source>Español (FISE)</source>
        <translation>Spanish (FISE)</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>Idi&amp;oma</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Paneles</source>
        <translation>&amp;Panels</translation>
    </message>
    <message>
        <source>Atajos de teclado</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Acerca de Planilla</source>
        <translation>About Planilla</translation>
    </message>
    <message>
        <source>A&amp;yuda</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Atajos de teclado</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
</context>
<context>
    <name>Acerca</name>
    <message>
        <source>Planilla</source>
        <translation>Planilla</translation>
    </message>
    <message>
        <source>Licencia MIT.</source>
        <translation>MIT licence.</translation>
    </message>
    <message>
        <source>Valores y cantidades de las fichas</source>
        <translation>Tile values and counts</translation>
    </message>
    <message>
        <source>Datos públicos del juego (semilla del contador, reglamento FISE, reglas de Mattel); coinciden con los de motores de código abierto. Los hechos no tienen licencia.</source>
        <translation>Public game data (the counter&apos;s seed data, FISE rules, Mattel rules); they match those of open-source engines. Facts are not subject to copyright.</translation>
    </message>
    <message>
        <source>Casillas de premio del tablero</source>
        <translation>Premium squares of the board</translation>
    </message>
    <message>
        <source>Disposición estándar 15×15; datos públicos.</source>
        <translation>Standard 15×15 layout; public data.</translation>
    </message>
    <message>
        <source>Icono</source>
        <translation>Icon</translation>
    </message>
    <message>
        <source>Obra propia del proyecto, licencia MIT.</source>
        <translation>The project&apos;s own work, MIT licence.</translation>
    </message>
    <message>
        <source>Listas de palabras</source>
        <translation>Word lists</translation>
    </message>
    <message>
        <source>Letra DejaVu Sans</source>
        <translation>DejaVu Sans font</translation>
    </message>
    <message>
        <source>Para los nombres con letras que las fuentes estándar del PDF no tienen (Ș, Ł…); licencia de Bitstream Vera, cambios de DejaVu en dominio público.</source>
        <translation>For names with letters that the standard PDF fonts lack (Ș, Ł…); Bitstream Vera licence, DejaVu changes in the public domain.</translation>
    </message>
    <message>
        <source>Qt y PySide6</source>
        <translation>Qt and PySide6</translation>
    </message>
    <message>
        <source>Qt {0} y PySide6 {1}, licencia LGPL v3.</source>
        <translation>Qt {0} and PySide6 {1}, LGPL v3 licence.</translation>
    </message>
    <message>
        <source>Contador de puntos para juegos de palabras cruzadas con fichas, edición española (FISE) e inglesa. Funciona sin conexión.</source>
        <translation>Score keeper for crossword tile games, Spanish (FISE) and English editions. Works offline.</translation>
    </message>
    <message>
        <source>No consulta el Lexicón FISE ni ningún diccionario: puntúa lo que se escribe.</source>
        <translation>It does not consult the FISE Lexicon or any dictionary: it scores what is entered.</translation>
    </message>
    <message>
        <source>Atajos de teclado</source>
        <translation>Keyboard shortcuts</translation>
    </message>
</context>
<context>
    <name>Atajos</name>
    <message>
        <source>Clic en una casilla</source>
        <translation>Click a square</translation>
    </message>
    <message>
        <source>Empezar la palabra ahí</source>
        <translation>Start the word there</translation>
    </message>
    <message>
        <source>Clic otra vez en el inicio</source>
        <translation>Click the start square again</translation>
    </message>
    <message>
        <source>Cambiar entre horizontal y vertical</source>
        <translation>Switch between across and down</translation>
    </message>
    <message>
        <source>Espacio</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Ctrl+→ / Ctrl+↓</source>
        <translation>Ctrl+Right / Ctrl+Down</translation>
    </message>
    <message>
        <source>Horizontal / vertical</source>
        <translation>Across / down</translation>
    </message>
    <message>
        <source>Flechas</source>
        <translation>Arrow keys</translation>
    </message>
    <message>
        <source>Mover la casilla de inicio (con la jugada)</source>
        <translation>Move the start square (with the move)</translation>
    </message>
    <message>
        <source>Letras</source>
        <translation>Letters</translation>
    </message>
    <message>
        <source>Colocar fichas; CH, LL y RR se unen solas</source>
        <translation>Place tiles; CH, LL and RR join up by themselves (Spanish)</translation>
    </message>
    <message>
        <source>Cifras</source>
        <translation>Digits</translation>
    </message>
    <message>
        <source>Puntos a mano, con una partida en juego (Intro los anota)</source>
        <translation>Points by hand, with a game in progress (Return records them)</translation>
    </message>
    <message>
        <source>Clic en una ficha nueva, o ?</source>
        <translation>Click a new tile, or ?</translation>
    </message>
    <message>
        <source>Comodín (? marca la última ficha)</source>
        <translation>Blank (? marks the last tile)</translation>
    </message>
    <message>
        <source>Retroceso</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Quitar la última ficha</source>
        <translation>Remove the last tile</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancelar la jugada</source>
        <translation>Cancel the move</translation>
    </message>
    <message>
        <source>Intro</source>
        <translation>Return</translation>
    </message>
    <message>
        <source>Sumar (con una partida en juego) o dejar en el tablero</source>
        <translation>Add move (with a game in progress) or leave on the board</translation>
    </message>
    <message>
        <source>Ctrl+Intro</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <source>Dejar en el tablero (sin anotar puntos)</source>
        <translation>Leave on the board (without scoring)</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Deshacer «Dejar en el tablero»</source>
        <translation>Undo “Leave on the board”</translation>
    </message>
    <message>
        <source>Ctrl+Mayús+Retroceso</source>
        <translation>Ctrl+Shift+Backspace</translation>
    </message>
    <message>
        <source>Vaciar el tablero</source>
        <translation>Clear the board</translation>
    </message>
    <message>
        <source>Ctrl+1 / Ctrl+2</source>
        <translation>Ctrl+1 / Ctrl+2</translation>
    </message>
    <message>
        <source>Colocar las fichas en el tablero / Escribir las palabras</source>
        <translation>Place the tiles on the board / Write the words</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Volver al tablero</source>
        <translation>Back to the board</translation>
    </message>
    <message>
        <source>Ctrl+N / Ctrl+O</source>
        <translation>Ctrl+N / Ctrl+O</translation>
    </message>
    <message>
        <source>Nueva partida / Partidas guardadas</source>
        <translation>New game / Saved games</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Sumar: la jugada calculada o los puntos escritos a mano</source>
        <translation>Add move: the calculated move or the points entered by hand</translation>
    </message>
    <message>
        <source>Ctrl+Mayús+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Escribir los puntos a mano (Intro suma)</source>
        <translation>Enter points by hand (Return adds the move)</translation>
    </message>
    <message>
        <source>Ctrl+Mayús+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Pasar</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Ctrl+Mayús+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Cambiar</source>
        <translation>Exchange</translation>
    </message>
    <message>
        <source>Ctrl+Mayús+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>Palabra retirada</source>
        <translation>Withdrawn word</translation>
    </message>
    <message>
        <source>Ctrl+Retroceso</source>
        <translation>Ctrl+Backspace</translation>
    </message>
    <message>
        <source>Deshacer la última línea</source>
        <translation>Undo last line</translation>
    </message>
    <message>
        <source>Ctrl+Mayús+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Penalización</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <source>Ctrl+Mayús+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <source>Impugnación fallida: premio a quien jugó (si la partida lo lleva)</source>
        <translation>Unsuccessful challenge: bonus to the player (if the game has one)</translation>
    </message>
    <message>
        <source>Ctrl+Mayús+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Terminar la partida</source>
        <translation>End game</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Duplicada: anotar la jugada calculada como jugada maestra</source>
        <translation>Duplicate: record the calculated move as master move</translation>
    </message>
    <message>
        <source>Ctrl+Alt+M</source>
        <translation>Ctrl+Alt+M</translation>
    </message>
    <message>
        <source>Duplicada: buscar la jugada maestra con el atril de la ronda</source>
        <translation>Duplicate: find the master move with the round&apos;s rack</translation>
    </message>
    <message>
        <source>Ctrl+S (duplicada)</source>
        <translation>Ctrl+S (duplicate)</translation>
    </message>
    <message>
        <source>Escribir los puntos en la siguiente casilla vacía de la ronda</source>
        <translation>Enter points in the round&apos;s next empty cell</translation>
    </message>
    <message>
        <source>Ctrl+Alt+N / Ctrl+Alt+S</source>
        <translation>Ctrl+Alt+N / Ctrl+Alt+S</translation>
    </message>
    <message>
        <source>Duplicada: nueva ronda con el atril escrito / sortear el atril</source>
        <translation>Duplicate: new round with the typed rack / draw the rack</translation>
    </message>
    <message>
        <source>Ctrl+Alt+O / Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+O / Ctrl+Alt+C</translation>
    </message>
    <message>
        <source>Duplicada: otra partida, mismas personas / copiar la clasificación</source>
        <translation>Duplicate: rematch, same players / copy standings</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P (sala)</source>
        <translation>Ctrl+Alt+P (room)</translation>
    </message>
    <message>
        <source>Sala con arbitraje: anotar papeletas (la mesa y la papeleta)</source>
        <translation>Room with arbitration: enter slips (the table and the slip)</translation>
    </message>
    <message>
        <source>= · -7 · =30 (papeleta)</source>
        <translation>= · -7 · =30 (slip)</translation>
    </message>
    <message>
        <source>Sala: la maestra · cero con su motivo («-» los lista) · puntos del árbitro</source>
        <translation>Room: the master move · zero with its reason (“-” lists them) · arbiter&apos;s points</translation>
    </message>
    <message>
        <source>↑ / ↓ (mesa o papeleta)</source>
        <translation>↑ / ↓ (table or slip)</translation>
    </message>
    <message>
        <source>Sala: la mesa anterior o siguiente sin papeleta</source>
        <translation>Room: the previous or next table without a slip</translation>
    </message>
    <message>
        <source>Ctrl+W</source>
        <translation>Ctrl+W</translation>
    </message>
    <message>
        <source>Sala: dar un aviso a la mesa elegida</source>
        <translation>Room: give a warning to the chosen table</translation>
    </message>
    <message>
        <source>Ctrl+Mayús+P (sala)</source>
        <translation>Ctrl+Shift+P (room)</translation>
    </message>
    <message>
        <source>Sala: penalización a la mesa elegida (Ctrl+P es «Imprimir»)</source>
        <translation>Room: penalty to the chosen table (Ctrl+P is “Print”)</translation>
    </message>
    <message>
        <source>Ctrl+Alt+V (sala)</source>
        <translation>Ctrl+Alt+V (room)</translation>
    </message>
    <message>
        <source>Sala: la clasificación entera en su ventana (parciales, copiar y CSV)</source>
        <translation>Room: the full standings in their own window (partials, copy and CSV)</translation>
    </message>
    <message>
        <source>Ctrl+S (Tantrix)</source>
        <translation>Ctrl+S (Tantrix)</translation>
    </message>
    <message>
        <source>Anotar la línea y el circuito del participante elegido (Intro en las cifras)</source>
        <translation>Record the chosen player&apos;s line and loop (Return in the numbers)</translation>
    </message>
    <message>
        <source>Ctrl+S / Ctrl+Alt+E (4 en letras)</source>
        <translation>Ctrl+S / Ctrl+Alt+E (“4 en letras”)</translation>
    </message>
    <message>
        <source>Gana la partida con la palabra escrita / empate con el área llena</source>
        <translation>Record win with the typed word / draw with the area full</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P (Tantrix, 4 en letras)</source>
        <translation>Ctrl+Alt+P (Tantrix, “4 en letras”)</translation>
    </message>
    <message>
        <source>Copiar la planilla</source>
        <translation>Copy score sheet</translation>
    </message>
    <message>
        <source>F8</source>
        <translation>F8</translation>
    </message>
    <message>
        <source>Mostrar u ocultar el panel de fichas</source>
        <translation>Show or hide the tile panel</translation>
    </message>
    <message>
        <source>Ctrl+Mayús+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>Comprobar las palabras en una lista abierta (activar o desactivar)</source>
        <translation>Check the words against an open word list (on or off)</translation>
    </message>
    <message>
        <source>Ctrl+I / Ctrl+E</source>
        <translation>Ctrl+I / Ctrl+E</translation>
    </message>
    <message>
        <source>Importar GCG / Exportar GCG</source>
        <translation>Import GCG / Export GCG</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Imprimir (hojas en blanco, control de fichas o la partida abierta)</source>
        <translation>Print (blank sheets, tile control or the open game)</translation>
    </message>
    <message>
        <source>Ctrl+R (ventana del director)</source>
        <translation>Ctrl+R (director&apos;s window)</translation>
    </message>
    <message>
        <source>Volver a leer la carpeta del torneo</source>
        <translation>Read the event folder again</translation>
    </message>
    <message>
        <source>Ctrl+Mayús+C (ventana del director)</source>
        <translation>Ctrl+Shift+C (director&apos;s window)</translation>
    </message>
    <message>
        <source>Copiar las líneas de TSH («addscore») de la ronda</source>
        <translation>Copy the round&apos;s TSH lines (“addscore”)</translation>
    </message>
    <message>
        <source>Ctrl+Mayús+S (ventana del director)</source>
        <translation>Ctrl+Shift+S (director&apos;s window)</translation>
    </message>
    <message>
        <source>Guardar las líneas de TSH en un archivo (para pasarlo a TSH)</source>
        <translation>Save the TSH lines to a file (to feed to TSH)</translation>
    </message>
    <message>
        <source>Ctrl+P (ventana del director)</source>
        <translation>Ctrl+P (director&apos;s window)</translation>
    </message>
    <message>
        <source>Imprimir los emparejamientos de la ronda o la clasificación</source>
        <translation>Print the round&apos;s pairings or the standings</translation>
    </message>
    <message>
        <source>Intro (ventana del director)</source>
        <translation>Enter (director&apos;s window)</translation>
    </message>
    <message>
        <source>Decidir el conflicto elegido, en la lista o en una mesa en conflicto</source>
        <translation>Decide the chosen conflict, in the list or at a table in conflict</translation>
    </message>
    <message>
        <source>Ctrl+W (ventana del director)</source>
        <translation>Ctrl+W (director&apos;s window)</translation>
    </message>
    <message>
        <source>Cerrar la ventana del director</source>
        <translation>Close the director&apos;s window</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Pantalla completa</source>
        <translation>Full screen</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Esta lista de atajos</source>
        <translation>This list of shortcuts</translation>
    </message>
</context>
<context>
    <name>AvisoTorneo</name>
    <message>
        <source>{0} (y {1} rondas más)</source>
        <translation>{0} (and {1} more rounds)</translation>
    </message>
</context>
<context>
    <name>CajaComprobacion</name>
    <message>
        <source>Comprobar en una &amp;lista abierta</source>
        <translation>&amp;Check against an open list</translation>
    </message>
    <message>
        <source>Marca cada palabra de la jugada; la puntuación no cambia ({0}).</source>
        <translation>Marks each word of the move; the score does not change ({0}).</translation>
    </message>
    <message>
        <source>No es el Lexicón FISE: una palabra válida en torneo puede faltar, o al revés.</source>
        <translation>It is not the FISE Lexicon or a tournament word list: a word valid in tournaments may be missing, or the other way round.</translation>
    </message>
</context>
<context>
    <name>CarpetaDatos</name>
    <message>
        <source>No se pueden guardar partidas: {0} El contador funciona igual.</source>
        <translation>Games cannot be saved: {0} The score keeper works all the same.</translation>
    </message>
    <message>
        <source>Otra Planilla está usando la carpeta de datos «{0}». ¿Abrir sus partidas solo para verlas, exportarlas e imprimirlas?</source>
        <translation>Another Planilla is using the data folder “{0}”. Open its games just to view, export and print them?</translation>
    </message>
    <message>
        <source>otra Planilla está usando la carpeta «{0}».</source>
        <translation>another Planilla is using the folder “{0}”.</translation>
    </message>
    <message>
        <source>{0} ¿Repararlo ahora?</source>
        <translation>{0} Repair it now?</translation>
    </message>
    <message>
        <source>No se pueden guardar partidas: {0} Las guardadas se pueden ver, exportar e imprimir.</source>
        <translation>Games cannot be saved: {0} The saved ones can be viewed, exported and printed.</translation>
    </message>
    <message>
        <source>Otra Planilla está usando la carpeta de datos «{0}»: aquí sus partidas solo se pueden ver, exportar e imprimir.</source>
        <translation>Another Planilla is using the data folder “{0}”: here its games can only be viewed, exported and printed.</translation>
    </message>
</context>
<context>
    <name>CasillaLetra</name>
    <message>
        <source>Comodín</source>
        <translation>Blank</translation>
    </message>
</context>
<context>
    <name>Comprobacion</name>
    <message>
        <source>{0} Estas listas sirven solo para la comprobación opcional de palabras y no son el Lexicón FISE. Textos de las licencias: {1}.</source>
        <translation>{0} These lists serve only for the optional word check and are not the FISE Lexicon or a tournament word list. Licence texts: {1}.</translation>
    </message>
</context>
<context>
    <name>Comprobador</name>
    <message>
        <source>Cargando la lista…</source>
        <translation>Loading the list…</translation>
    </message>
    <message>
        <source>Lista no cargada: {0}</source>
        <translation>List not loaded: {0}</translation>
    </message>
    <message>
        <source>Lista no cargada.</source>
        <translation>List not loaded.</translation>
    </message>
    <message>
        <source>Lista abierta incluida (Letterpress, {0}).</source>
        <translation>Included open word list (Letterpress, {0}).</translation>
    </message>
    <message>
        <source>español</source>
        <translation>Spanish</translation>
    </message>
    <message>
        <source>inglés</source>
        <translation>English</translation>
    </message>
    <message>
        <source>Lista propia: «{0}».</source>
        <translation>Your own list: “{0}”.</translation>
    </message>
    <message>
        <source>No se ha cargado la lista «{0}»: {1}</source>
        <translation>The list “{0}” was not loaded: {1}</translation>
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
    <name>DialogoDecision</name>
    <message>
        <source>Decidir un conflicto</source>
        <translation>Decide a conflict</translation>
    </message>
    <message>
        <source>Conflicto «{0}»</source>
        <translation>Conflict “{0}”</translation>
    </message>
    <message>
        <source>&amp;Cuenta:</source>
        <translation>&amp;Counts:</translation>
    </message>
    <message>
        <source>Los demás candidatos dejan de contar. La decisión es un archivo más del director en la carpeta del torneo; se puede cambiar decidiendo otra vez.</source>
        <translation>The other candidates stop counting. The decision is one more file of the director in the event folder; deciding again changes it.</translation>
    </message>
    <message>
        <source>&amp;Que cuente este</source>
        <translation>&amp;This one counts</translation>
    </message>
    <message>
        <source>portátil {0}</source>
        <translation>laptop {0}</translation>
    </message>
    <message>
        <source>portátil {0} (mesa {1})</source>
        <translation>laptop {0} (table {1})</translation>
    </message>
    <message>
        <source>Vale lo emparejado: {0}</source>
        <translation>The pairings stand: {0}</translation>
    </message>
    <message>
        <source>{0}: {1} · {2}: {3} · empezó {4} · {5}</source>
        <translation>{0}: {1} · {2}: {3} · {4} started · {5}</translation>
    </message>
    <message>
        <source>{0} pierde por tiempo</source>
        <translation>{0} loses on time</translation>
    </message>
    <message>
        <source>Huella: {0}</source>
        <translation>Hash: {0}</translation>
    </message>
    <message>
        <source>Archivos: {0}</source>
        <translation>Files: {0}</translation>
    </message>
    <message>
        <source>(sin GCG)</source>
        <translation>(no GCG)</translation>
    </message>
</context>
<context>
    <name>DialogoDesempate</name>
    <message>
        <source>Desempate a muerte súbita</source>
        <translation>Sudden-death play-off</translation>
    </message>
    <message>
        <source>Empatan en total, maestras encontradas y mejor jugada. Ordénelos como quedaron en la muerte súbita, del ganador al último (Ctrl+↑ y Ctrl+↓ mueven al elegido).</source>
        <translation>They are tied in total, master moves found and best move. Order them as they finished the sudden-death play-off, from the winner to the last (Ctrl+↑ and Ctrl+↓ move the selected one).</translation>
    </message>
    <message>
        <source>&amp;Orden:</source>
        <translation>&amp;Order:</translation>
    </message>
    <message>
        <source>&amp;Subir</source>
        <translation>Move &amp;up</translation>
    </message>
    <message>
        <source>&amp;Bajar</source>
        <translation>Move &amp;down</translation>
    </message>
    <message>
        <source>&amp;Publicar el desempate</source>
        <translation>&amp;Publish the play-off</translation>
    </message>
</context>
<context>
    <name>DialogoEmparejar</name>
    <message>
        <source>Emparejar una ronda</source>
        <translation>Pair a round</translation>
    </message>
    <message>
        <source>&amp;División:</source>
        <translation>&amp;Division:</translation>
    </message>
    <message>
        <source>&amp;Ronda:</source>
        <translation>&amp;Round:</translation>
    </message>
    <message>
        <source>(ninguno)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>&amp;Archivo…</source>
        <translation>&amp;File…</translation>
    </message>
    <message>
        <source>El .t de la división en TSH, su html/tourney.js o un CSV (mesa;numero1;nombre1;numero2;nombre2[;margen]; empieza el primero; rival 0 = descanso)</source>
        <translation>The division&apos;s .t file in TSH, its html/tourney.js or a CSV (table;number1;name1;number2;name2[;spread]; the first one starts; opponent 0 = bye)</translation>
    </message>
    <message>
        <source>&amp;Teclear…</source>
        <translation>&amp;Type in…</translation>
    </message>
    <message>
        <source>Escribir aquí los emparejamientos, mesa a mesa (o corregir los leídos de un archivo)</source>
        <translation>Type the pairings here, table by table (or correct the ones read from a file)</translation>
    </message>
    <message>
        <source>De:</source>
        <translation>From:</translation>
    </message>
    <message>
        <source>&amp;Publicar</source>
        <translation>&amp;Publish</translation>
    </message>
    <message>
        <source>Emparejamientos</source>
        <translation>Pairings</translation>
    </message>
    <message>
        <source>TSH o CSV (*.t *.js *.csv *.txt);;Todos los ficheros (*)</source>
        <translation>TSH or CSV (*.t *.js *.csv *.txt);;All files (*)</translation>
    </message>
    <message>
        <source>tecleados aquí</source>
        <translation>typed in here</translation>
    </message>
    <message>
        <source>La ronda {0} ya tiene emparejamientos: los nuevos los sustituyen.</source>
        <translation>Round {0} already has pairings: the new ones replace them.</translation>
    </message>
    <message>
        <source>Elija el archivo de los emparejamientos o tecléelos.</source>
        <translation>Choose the pairings file or type them in.</translation>
    </message>
    <message>
        <source>No se puede leer «{0}»: {1}</source>
        <translation>“{0}” cannot be read: {1}</translation>
    </message>
    <message>
        <source>Los emparejamientos tecleados no valen: {0}</source>
        <translation>The typed pairings are not valid: {0}</translation>
    </message>
    <message>
        <source>   —  {0} {1}: sin rival ({2:+d})</source>
        <translation>   —  {0} {1}: no opponent ({2:+d})</translation>
    </message>
    <message>
        <source>{0} mesas y {1} descansos.</source>
        <translation>{0} tables and {1} byes.</translation>
    </message>
    <message>
        <source>* No se sabe quién empieza: lo elige la mesa.</source>
        <translation>* Who starts is not known: the table chooses.</translation>
    </message>
    <message>
        <source>Jugadores nuevos en la división: {0}.</source>
        <translation>New players in the division: {0}.</translation>
    </message>
    <message>
        <source>No se han publicado: {0}</source>
        <translation>They have not been published: {0}</translation>
    </message>
</context>
<context>
    <name>DialogoFicheros</name>
    <message>
        <source>&amp;Buscar en:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>&amp;Tipo de fichero:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>DialogoImprimir</name>
    <message>
        <source>Sala: clasificación y hoja de cada participante ({0}, en un PDF)</source>
        <translation>Room: standings and each player&apos;s sheet ({0}, in one PDF)</translation>
    </message>
    <message>
        <source>Sala: clasificación</source>
        <translation>Room: standings</translation>
    </message>
    <message>
        <source>clasificacion-sala.pdf</source>
        <translation>room-standings.pdf</translation>
    </message>
    <message>
        <source>clasificacion-sala-ronda-{0}.pdf</source>
        <translation>room-standings-round-{0}.pdf</translation>
    </message>
    <message>
        <source>hojas-participantes.pdf</source>
        <translation>player-sheets.pdf</translation>
    </message>
    <message>
        <source>Sala: rejilla de arbitraje (rondas × participantes)</source>
        <translation>Room: arbitration grid (rounds × players)</translation>
    </message>
    <message>
        <source>rejilla-arbitraje.pdf</source>
        <translation>arbitration-grid.pdf</translation>
    </message>
    <message>
        <source>Sala: partida maestra</source>
        <translation>Room: master game</translation>
    </message>
    <message>
        <source>partida-maestra.pdf</source>
        <translation>master-game.pdf</translation>
    </message>
    <message>
        <source>Imprimir</source>
        <translation>Print</translation>
    </message>
    <message>
        <source>Hoja de control de fichas</source>
        <translation>Tile-control sheet</translation>
    </message>
    <message>
        <source>Planilla clásica en blanco</source>
        <translation>Blank classic score sheet</translation>
    </message>
    <message>
        <source>Planilla duplicada en blanco</source>
        <translation>Blank duplicate score sheet</translation>
    </message>
    <message>
        <source>Planilla de Tantrix en blanco</source>
        <translation>Blank Tantrix score sheet</translation>
    </message>
    <message>
        <source>Planilla de «4 en letras» en blanco</source>
        <translation>Blank “4 en letras” score sheet</translation>
    </message>
    <message>
        <source>Planilla de la partida en curso</source>
        <translation>Score sheet of the game in progress</translation>
    </message>
    <message>
        <source>La clasificación con todas las rondas que cuentan o la parcial tras una de ellas (cada 3 rondas)</source>
        <translation>The standings with all the rounds that count, or the partial standings after one of them (every 3 rounds)</translation>
    </message>
    <message>
        <source>Carta (EE. UU.)</source>
        <translation>Letter (US)</translation>
    </message>
    <message>
        <source>Abrir el PDF al terminar</source>
        <translation>Open the PDF when done</translation>
    </message>
    <message>
        <source>&amp;Hoja:</source>
        <translation>&amp;Sheet:</translation>
    </message>
    <message>
        <source>&amp;Edición:</source>
        <translation>&amp;Edition:</translation>
    </message>
    <message>
        <source>&amp;Participantes:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <source>&amp;Rondas:</source>
        <translation>&amp;Rounds:</translation>
    </message>
    <message>
        <source>P&amp;apel:</source>
        <translation>P&amp;aper:</translation>
    </message>
    <message>
        <source>Todas las que cuentan</source>
        <translation>All that count</translation>
    </message>
    <message>
        <source>Tras la ronda {0}</source>
        <translation>After round {0}</translation>
    </message>
    <message>
        <source>control-de-fichas.pdf</source>
        <translation>tile-control.pdf</translation>
    </message>
    <message>
        <source>planilla-clasica.pdf</source>
        <translation>classic-score-sheet.pdf</translation>
    </message>
    <message>
        <source>planilla-duplicada.pdf</source>
        <translation>duplicate-score-sheet.pdf</translation>
    </message>
    <message>
        <source>partida.pdf</source>
        <translation>game.pdf</translation>
    </message>
    <message>
        <source>planilla-tantrix.pdf</source>
        <translation>tantrix-score-sheet.pdf</translation>
    </message>
    <message>
        <source>planilla-4-en-letras.pdf</source>
        <translation>4-en-letras-score-sheet.pdf</translation>
    </message>
    <message>
        <source>Guardar el PDF</source>
        <translation>Save the PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>No se pudo guardar «%1»: %2</source>
        <translation>Could not save “%1”: %2</translation>
    </message>
</context>
<context>
    <name>DialogoMesa</name>
    <message>
        <source>Mesa del torneo</source>
        <translation>Tournament table</translation>
    </message>
    <message>
        <source>(ninguna)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>&amp;Carpeta del torneo…</source>
        <translation>Tournament &amp;folder…</translation>
    </message>
    <message>
        <source>Torneo:</source>
        <translation>Event:</translation>
    </message>
    <message>
        <source>&amp;Mesa:</source>
        <translation>&amp;Table:</translation>
    </message>
    <message>
        <source>&amp;Partida:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>(elija quién empieza)</source>
        <translation>(choose who starts)</translation>
    </message>
    <message>
        <source>&amp;Empieza:</source>
        <translation>&amp;Starts:</translation>
    </message>
    <message>
        <source>Empe&amp;zar la partida</source>
        <translation>St&amp;art the game</translation>
    </message>
    <message>
        <source>&amp;Actualizar</source>
        <translation>&amp;Refresh</translation>
    </message>
    <message>
        <source>{0} Elija la carpeta del torneo.</source>
        <translation>{0} Choose the tournament folder.</translation>
    </message>
    <message>
        <source>Elija la carpeta del torneo (la que le pasa el director, por Syncthing, una carpeta de red o una memoria USB) y el número de su mesa.</source>
        <translation>Choose the tournament folder (the one the director shares with you, by Syncthing, a network folder or a USB stick) and your table number.</translation>
    </message>
    <message>
        <source>Carpeta del torneo</source>
        <translation>Tournament folder</translation>
    </message>
    <message>
        <source>«{0}» es un torneo de duplicada por salas: use «Sala del torneo…».</source>
        <translation>“{0}” is a duplicate event in rooms: use “Tournament room…”.</translation>
    </message>
    <message>
        <source>«{0}» ({1})</source>
        <translation>“{0}” ({1})</translation>
    </message>
    <message>
        <source>No se puede leer la carpeta del torneo: {0}</source>
        <translation>Cannot read the tournament folder: {0}</translation>
    </message>
    <message>
        <source>Ronda {0} ({1})</source>
        <translation>Round {0} ({1})</translation>
    </message>
    <message>
        <source>Ronda {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <source>(ya tiene resultado)</source>
        <translation>(already has a result)</translation>
    </message>
    <message>
        <source>Aún no hay emparejamientos para la mesa {0}: «Actualizar» los vuelve a buscar cuando el director los publique.</source>
        <translation>There are no pairings for table {0} yet: “Refresh” looks again once the director publishes them.</translation>
    </message>
    <message>
        <source>«{0}»: reglas «{1}».</source>
        <translation>“{0}”: rules “{1}”.</translation>
    </message>
    <message>
        <source>Los emparejamientos no dicen quién empieza: elíjanlo (o sortéenlo) en la mesa.</source>
        <translation>The pairings do not say who starts: choose it (or draw for it) at the table.</translation>
    </message>
    <message>
        <source>Esta partida ya tiene resultado: una partida nueva lo sustituirá al terminar.</source>
        <translation>This game already has a result: a new game will replace it when it ends.</translation>
    </message>
    <message>
        <source>Al empezar, este portátil queda como el de la mesa {0}.</source>
        <translation>On starting, this laptop becomes the one of table {0}.</translation>
    </message>
    <message>
        <source>Al terminar, el resultado se publica solo en la carpeta del torneo.</source>
        <translation>When the game ends, its result is published in the tournament folder by itself.</translation>
    </message>
    <message>
        <source>Elija quién empieza.</source>
        <translation>Choose who starts.</translation>
    </message>
    <message>
        <source>No se ha empezado la partida: {0}</source>
        <translation>The game has not been started: {0}</translation>
    </message>
</context>
<context>
    <name>DialogoNuevoTorneo</name>
    <message>
        <source>Nueva carpeta de torneo</source>
        <translation>New tournament folder</translation>
    </message>
    <message>
        <source>Open de Madrid 2025</source>
        <translation>Madrid Open 2025</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Clásica, por mesas (con divisiones)</source>
        <translation>Classic, by tables (with divisions)</translation>
    </message>
    <message>
        <source>Duplicada, por salas</source>
        <translation>Duplicate, by rooms</translation>
    </message>
    <message>
        <source>C&amp;lase:</source>
        <translation>&amp;Kind:</translation>
    </message>
    <message>
        <source>Separadas por comas o espacios: «A, B, C». Letras, cifras, «-» o «_», como en TSH.</source>
        <translation>Separated by commas or spaces: “A, B, C”. Letters, digits, “-” or “_”, as in TSH.</translation>
    </message>
    <message>
        <source>&amp;Divisiones:</source>
        <translation>&amp;Divisions:</translation>
    </message>
    <message>
        <source>&amp;Rondas:</source>
        <translation>&amp;Rounds:</translation>
    </message>
    <message>
        <source>R&amp;eglas:</source>
        <translation>R&amp;ules:</translation>
    </message>
    <message>
        <source>Norte, Sur, Anexo</source>
        <translation>North, South, Annex</translation>
    </message>
    <message>
        <source>Separadas por comas; cada una con letras, cifras y espacios.</source>
        <translation>Separated by commas; each with letters, digits and spaces.</translation>
    </message>
    <message>
        <source>&amp;Salas:</source>
        <translation>Roo&amp;ms:</translation>
    </message>
    <message>
        <source>Como mucho: la partida dura lo que dure.</source>
        <translation>At most: the game lasts as long as it lasts.</translation>
    </message>
    <message>
        <source>&amp;Arbitraje:</source>
        <translation>&amp;Arbitration:</translation>
    </message>
    <message>
        <source>Nueva o vacía, fuera de la carpeta de datos de Planilla. Es la que se comparte con las mesas (direccion/) y de vuelta (mesas/).</source>
        <translation>New or empty, outside Planilla&apos;s data folder. It is the one shared with the tables (direccion/) and back (mesas/).</translation>
    </message>
    <message>
        <source>Ele&amp;gir…</source>
        <translation>Bro&amp;wse…</translation>
    </message>
    <message>
        <source>Car&amp;peta:</source>
        <translation>&amp;Folder:</translation>
    </message>
    <message>
        <source>Crear y a&amp;brir</source>
        <translation>Create and &amp;open</translation>
    </message>
    <message>
        <source>Las salas publican sus rondas en la carpeta y el director junta la clasificación de todo el campo; este portátil queda como el del director y el del juez árbitro.</source>
        <translation>The rooms publish their rounds in the folder and the director gathers the standings of the whole field; this laptop becomes the director&apos;s and the chief arbiter&apos;s.</translation>
    </message>
    <message>
        <source>Las mesas publican sus resultados en la carpeta y el director los junta; este portátil queda como el del director: solo él publica emparejamientos y decisiones.</source>
        <translation>The tables publish their results in the folder and the director gathers them; this laptop becomes the director&apos;s: only it publishes pairings and decisions.</translation>
    </message>
    <message>
        <source>Carpeta del torneo</source>
        <translation>Tournament folder</translation>
    </message>
    <message>
        <source>Escriba al menos una división (por ejemplo, «A»).</source>
        <translation>Type at least one division (for example, “A”).</translation>
    </message>
    <message>
        <source>La división «{0}» está repetida.</source>
        <translation>Division “{0}” is repeated.</translation>
    </message>
    <message>
        <source>Escriba las salas, separadas por comas (por ejemplo, «Norte, Sur»).</source>
        <translation>Type the rooms, separated by commas (for example, “North, South”).</translation>
    </message>
    <message>
        <source>La sala «{0}» está repetida.</source>
        <translation>Room “{0}” is repeated.</translation>
    </message>
    <message>
        <source>Escriba el nombre del torneo.</source>
        <translation>Type the tournament&apos;s name.</translation>
    </message>
    <message>
        <source>Elija la carpeta del torneo.</source>
        <translation>Choose the tournament folder.</translation>
    </message>
    <message>
        <source>Escriba la carpeta entera, desde la raíz (por ejemplo, «{0}»).</source>
        <translation>Type the whole folder path, from the root (for example, “{0}”).</translation>
    </message>
    <message>
        <source>No se ha creado el torneo: {0}</source>
        <translation>The tournament has not been created: {0}</translation>
    </message>
</context>
<context>
    <name>DialogoSalaTorneo</name>
    <message>
        <source>Partida maestra del torneo</source>
        <translation>Tournament master game</translation>
    </message>
    <message>
        <source>Sala del torneo</source>
        <translation>Tournament room</translation>
    </message>
    <message>
        <source>(ninguna)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>&amp;Carpeta del torneo…</source>
        <translation>Tournament &amp;folder…</translation>
    </message>
    <message>
        <source>Torneo:</source>
        <translation>Event:</translation>
    </message>
    <message>
        <source>&amp;Sala:</source>
        <translation>&amp;Room:</translation>
    </message>
    <message>
        <source>Una partida duplicada nueva: la partida maestra</source>
        <translation>A new duplicate game: the master game</translation>
    </message>
    <message>
        <source>Una partida nueva de la sala, con las reglas del torneo</source>
        <translation>A new game for the room, with the tournament’s rules</translation>
    </message>
    <message>
        <source>La abierta: {0}</source>
        <translation>The open one: {0}</translation>
    </message>
    <message>
        <source>&amp;Partida:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>Qué partida del torneo es (1, 2…): un torneo de varias partidas publica la maestra y las rondas de cada una aparte.</source>
        <translation>Which game of the event it is (1, 2…): an event of several games publishes the master game and the rounds of each one apart.</translation>
    </message>
    <message>
        <source>Partida del &amp;torneo:</source>
        <translation>Event ga&amp;me number:</translation>
    </message>
    <message>
        <source>{0} Elija la carpeta del torneo.</source>
        <translation>{0} Choose the tournament folder.</translation>
    </message>
    <message>
        <source>ronda {0}</source>
        <translation>round {0}</translation>
    </message>
    <message>
        <source>sin empezar</source>
        <translation>not started</translation>
    </message>
    <message>
        <source>partida {0}, {1}</source>
        <translation>game {0}, {1}</translation>
    </message>
    <message>
        <source>partida {0}, {1} inscritos, {2}</source>
        <translation>game {0}, {1} players, {2}</translation>
    </message>
    <message>
        <source>Carpeta del torneo</source>
        <translation>Tournament folder</translation>
    </message>
    <message>
        <source>«{0}» es un torneo por mesas, no por salas: use «Mesa del torneo…».</source>
        <translation>“{0}” is an event played at tables, not in rooms: use “Tournament table…”.</translation>
    </message>
    <message>
        <source>«{0}» ({1})</source>
        <translation>“{0}” ({1})</translation>
    </message>
    <message>
        <source>Este portátil no es el del director de «{0}»: la partida maestra la publica el portátil que creó el torneo (con su carpeta de datos).</source>
        <translation>This laptop is not the director’s of “{0}”: the master game is published by the laptop that created the event (with its data folder).</translation>
    </message>
    <message>
        <source>Este portátil es el del director de «{0}»: una sala se une desde otro portátil (u otra carpeta de datos). Aquí, «Partida maestra del torneo…».</source>
        <translation>This laptop is the director’s of “{0}”: a room joins from another laptop (or another data folder). Here, use “Tournament master game…”.</translation>
    </message>
    <message>
        <source>Empe&amp;zar la partida</source>
        <translation>&amp;Start the game</translation>
    </message>
    <message>
        <source>&amp;Vincular la partida</source>
        <translation>&amp;Link the game</translation>
    </message>
    <message>
        <source>Elija la carpeta del torneo (la que le pasa el director, por Syncthing, una carpeta de red o una memoria USB).</source>
        <translation>Choose the tournament folder (the one the director shares with you, through Syncthing, a network folder or a USB stick).</translation>
    </message>
    <message>
        <source>La partida maestra publicada aún no tiene ninguna ronda.</source>
        <translation>The published master game has no rounds yet.</translation>
    </message>
    <message>
        <source>La partida maestra publicada tiene {0} rondas.</source>
        <translation>The published master game has {0} rounds.</translation>
    </message>
    <message>
        <source>Cada ronda con su atril y su maestra se publica sola en cuanto se anota (y otra vez si se corrige): las salas cotejan con ella lo que teclean sin esperar a nadie.</source>
        <translation>Each round with its rack and its top move is published by itself as soon as it is recorded (and again if it is corrected): the rooms check what they type against it without waiting for anyone.</translation>
    </message>
    <message>
        <source>«{0}»: salas {1}; reglas de arbitraje {2}.</source>
        <translation>“{0}”: rooms {1}; refereeing rules {2}.</translation>
    </message>
    <message>
        <source>Al aceptar, este portátil queda como la sala {0}.</source>
        <translation>On accepting, this laptop becomes room {0}.</translation>
    </message>
    <message>
        <source>Cada ronda cerrada se publica sola; el atril y la maestra que se teclean se cotejan con la partida maestra.</source>
        <translation>Each closed round is published by itself; the rack and the top move you type are checked against the master game.</translation>
    </message>
    <message>
        <source>¡Atención! La partida abierta se arbitra con las reglas «{0}» y el torneo con «{1}»: el director lo verá como conflicto.</source>
        <translation>Warning! The open game is refereed with the “{0}” rules and the event with “{1}”: the director will see it as a conflict.</translation>
    </message>
    <message>
        <source>Elija la sala.</source>
        <translation>Choose the room.</translation>
    </message>
    <message>
        <source>No se ha unido a la sala: {0}</source>
        <translation>Did not join the room: {0}</translation>
    </message>
</context>
<context>
    <name>DialogoTeclear</name>
    <message>
        <source>Teclear los emparejamientos de la ronda {0}, división {1}</source>
        <translation>Type in the pairings of round {0}, division {1}</translation>
    </message>
    <message>
        <source>Teclear los emparejamientos de la ronda {0}</source>
        <translation>Type in the pairings of round {0}</translation>
    </message>
    <message>
        <source>La lista de la división tiene {0} jugadores: escriba su número o parte de su nombre y elija.</source>
        <translation>The division&apos;s list has {0} players: type a number or part of a name and choose.</translation>
    </message>
    <message>
        <source>La división aún no tiene lista de jugadores: escriba «número Apellido, Nombre» (sin número, se numeran en orden).</source>
        <translation>The division has no player list yet: type “number Surname, Name” (without a number, they are numbered in order).</translation>
    </message>
    <message>
        <source>Rival 0: sin rival. Empieza: 1, 2 o ? (sorteo); sin rival, + descanso o − incomparecencia. Tab o Intro para moverse, Ctrl+Supr quita la fila, Ctrl+Intro para ver y publicar.</source>
        <translation>Opponent 0: no opponent. Starts: 1, 2 or ? (draw); with no opponent, + bye or − forfeit. Tab or Enter to move, Ctrl+Del removes the row, Ctrl+Enter to preview and publish.</translation>
    </message>
    <message>
        <source>&amp;Mesas de la ronda:</source>
        <translation>&amp;Tables of the round:</translation>
    </message>
    <message>
        <source>&amp;Quitar la fila</source>
        <translation>&amp;Remove the row</translation>
    </message>
    <message>
        <source>&amp;Ver</source>
        <translation>Pre&amp;view</translation>
    </message>
    <message>
        <source>Comprueba las filas y las muestra antes de publicarlas ({0})</source>
        <translation>Checks the rows and shows them before publishing ({0})</translation>
    </message>
</context>
<context>
    <name>Fichas</name>
    <message>
        <source>Fichas</source>
        <translation>Tiles</translation>
    </message>
</context>
<context>
    <name>FilaPalabra</name>
    <message>
        <source>Principal</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Palabra principal</source>
        <translation>Main word</translation>
    </message>
    <message>
        <source>Cruzada {0}</source>
        <translation>Cross word {0}</translation>
    </message>
    <message>
        <source>Palabra cruzada {0} (si la hay)</source>
        <translation>Cross word {0} (if any)</translation>
    </message>
    <message>
        <source>Fichas de la palabra: clic o Espacio cambia la casilla</source>
        <translation>Tiles of the word: click or Space changes the square</translation>
    </message>
</context>
<context>
    <name>Idioma</name>
    <message>
        <source>Idioma</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>El idioma nuevo se verá al volver a abrir Planilla. La partida queda guardada y, si lleva relojes, vuelven en pausa.</source>
        <translation>The new language takes effect when Planilla is reopened. The game stays saved and, if it has clocks, they come back paused.</translation>
    </message>
    <message>
        <source>&amp;Reiniciar ahora</source>
        <translation>&amp;Restart now</translation>
    </message>
    <message>
        <source>Más &amp;tarde</source>
        <translation>&amp;Later</translation>
    </message>
</context>
<context>
    <name>MenuArchivo</name>
    <message>
        <source>&amp;Importar GCG…</source>
        <translation>&amp;Import GCG…</translation>
    </message>
    <message>
        <source>&amp;Exportar GCG…</source>
        <translation>&amp;Export GCG…</translation>
    </message>
    <message>
        <source>Importar partida en &amp;JSON…</source>
        <translation>Import game from &amp;JSON…</translation>
    </message>
    <message>
        <source>Exportar partida en JS&amp;ON…</source>
        <translation>Export game as JS&amp;ON…</translation>
    </message>
    <message>
        <source>Im&amp;primir…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>&amp;Nueva carpeta de torneo…</source>
        <translation>&amp;New tournament folder…</translation>
    </message>
    <message>
        <source>Carpeta del &amp;torneo…</source>
        <translation>&amp;Tournament folder…</translation>
    </message>
    <message>
        <source>&amp;Mesa del torneo…</source>
        <translation>Tournament t&amp;able…</translation>
    </message>
    <message>
        <source>Sa&amp;la del torneo…</source>
        <translation>Tournament roo&amp;m…</translation>
    </message>
    <message>
        <source>Partida maestr&amp;a del torneo…</source>
        <translation>Tournament master &amp;game…</translation>
    </message>
    <message>
        <source>Cargar la partida maestra publica&amp;da…</source>
        <translation>Loa&amp;d the published master game…</translation>
    </message>
    <message>
        <source>&amp;Copia de seguridad…</source>
        <translation>&amp;Backup…</translation>
    </message>
    <message>
        <source>&amp;Restaurar una copia…</source>
        <translation>&amp;Restore a backup…</translation>
    </message>
    <message>
        <source>GCG (*.gcg);;Todos los ficheros (*)</source>
        <translation>GCG (*.gcg);;All files (*)</translation>
    </message>
    <message>
        <source>Copia de Planilla (*.sqlite3);;Todos los ficheros (*)</source>
        <translation>Planilla backup (*.sqlite3);;All files (*)</translation>
    </message>
    <message>
        <source>Partida de Planilla (*.json);;Todos los ficheros (*)</source>
        <translation>Planilla game (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Carpeta del torneo</source>
        <translation>Tournament folder</translation>
    </message>
    <message>
        <source>No se ha abierto la carpeta del torneo: {0}</source>
        <translation>The tournament folder was not opened: {0}</translation>
    </message>
    <message>
        <source>Torneos</source>
        <translation>Tournaments</translation>
    </message>
    <message>
        <source>No se puede crear un torneo sin carpeta de datos: este portátil tiene que guardar que es el del director.</source>
        <translation>A tournament cannot be created without a data folder: this laptop has to record that it is the director&apos;s.</translation>
    </message>
    <message>
        <source>No se pueden guardar partidas: no hay dónde anotar la del torneo.</source>
        <translation>Games cannot be saved: there is nowhere to keep the tournament game.</translation>
    </message>
    <message>
        <source>Mesa {0}, ronda {1}: empieza {2}. Al terminar, el resultado se publica solo.</source>
        <translation>Table {0}, round {1}: {2} starts. When the game ends, its result is published by itself.</translation>
    </message>
    <message>
        <source>¿Anotar en la partida de la sala {0} el atril y la maestra de la ronda {1}, tal como los publicó el juez árbitro? Las papeletas se siguen anotando ronda a ronda.</source>
        <translation>Record in room {0}&apos;s game the rack and master move of round {1}, as the head arbiter published them? Slips are still entered round by round.</translation>
    </message>
    <message>
        <source>No se ha vinculado la partida al torneo: {0}</source>
        <translation>The game was not linked to the event: {0}</translation>
    </message>
    <message>
        <source>«{0}»: la partida {1} es la partida maestra. Cada ronda con su atril y su maestra se publica sola.</source>
        <translation>“{0}”: game {1} is the master game. Each round with its rack and its top move is published by itself.</translation>
    </message>
    <message>
        <source>Sala {0} de «{1}»: la partida {2} es la de la sala. Cada ronda cerrada se publica sola; el atril y la maestra se cotejan con la partida maestra.</source>
        <translation>Room {0} of “{1}”: game {2} is the room’s game. Each closed round is published by itself; the rack and the top move are checked against the master game.</translation>
    </message>
    <message>
        <source>Planilla</source>
        <translation>Planilla</translation>
    </message>
    <message>
        <source>No se pueden guardar partidas: no hay dónde importar.</source>
        <translation>Games cannot be saved: there is nowhere to import to.</translation>
    </message>
    <message>
        <source>Importar GCG</source>
        <translation>Import GCG</translation>
    </message>
    <message>
        <source>No se ha importado «{0}»: {1}</source>
        <translation>“{0}” was not imported: {1}</translation>
    </message>
    <message>
        <source>1 jugada reproducida</source>
        <translation>1 move replayed</translation>
    </message>
    <message>
        <source>{0} jugadas reproducidas</source>
        <translation>{0} moves replayed</translation>
    </message>
    <message>
        <source>«{0}» importado como partida {1}: {2} en el tablero.</source>
        <translation>“{0}” imported as game {1}: {2} on the board.</translation>
    </message>
    <message>
        <source>No trae ninguna línea de juego: no hay puntuaciones que comprobar.</source>
        <translation>It has no game lines: there are no scores to check.</translation>
    </message>
    <message>
        <source>Todas las puntuaciones coinciden.</source>
        <translation>All the scores match.</translation>
    </message>
    <message>
        <source>1 línea tiene puntos distintos</source>
        <translation>1 line scores differently</translation>
    </message>
    <message>
        <source>{0} líneas tienen puntos distintos</source>
        <translation>{0} lines score differently</translation>
    </message>
    <message>
        <source>{0} de los que calcula Planilla: la hoja conserva los del archivo.</source>
        <translation>{0} from Planilla&apos;s calculation: the sheet keeps the file&apos;s scores.</translation>
    </message>
    <message>
        <source>Informe de la importación</source>
        <translation>Import report</translation>
    </message>
    <message>
        <source>No hay ninguna partida abierta que exportar.</source>
        <translation>There is no open game to export.</translation>
    </message>
    <message>
        <source>Exportar GCG</source>
        <translation>Export GCG</translation>
    </message>
    <message>
        <source>Partida {0} exportada a «{1}».</source>
        <translation>Game {0} exported to “{1}”.</translation>
    </message>
    <message>
        <source>Informe de la exportación</source>
        <translation>Export report</translation>
    </message>
    <message>
        <source>Importar partida</source>
        <translation>Import game</translation>
    </message>
    <message>
        <source>No se puede leer «{0}»: {1}.</source>
        <translation>Cannot read “{0}”: {1}.</translation>
    </message>
    <message>
        <source>«{0}» importado como partida {1}.</source>
        <translation>“{0}” imported as game {1}.</translation>
    </message>
    <message>
        <source>«{0}» importado como partida {1}: está en «Partidas».</source>
        <translation>“{0}” imported as game {1}: it is in “Games”.</translation>
    </message>
    <message>
        <source>Exportar partida</source>
        <translation>Export game</translation>
    </message>
    <message>
        <source>No se puede escribir «{0}»: {1}.</source>
        <translation>Cannot write “{0}”: {1}.</translation>
    </message>
    <message>
        <source>No hay partidas guardadas de las que hacer una copia.</source>
        <translation>There are no saved games to back up.</translation>
    </message>
    <message>
        <source>Copia de seguridad</source>
        <translation>Backup</translation>
    </message>
    <message>
        <source>Copia de todas las partidas guardada en «{0}».</source>
        <translation>Backup of all games saved in “{0}”.</translation>
    </message>
    <message>
        <source>No se pueden guardar partidas: no hay dónde restaurar.</source>
        <translation>Games cannot be saved: there is nowhere to restore to.</translation>
    </message>
    <message>
        <source>Restaurar una copia</source>
        <translation>Restore a backup</translation>
    </message>
    <message>
        <source>Las partidas de «{0}» sustituirán a las de ahora, que se guardan antes aparte en la carpeta de datos. ¿Restaurar la copia?</source>
        <translation>The games in “{0}” will replace the current ones, which are first kept aside in the data folder. Restore the backup?</translation>
    </message>
    <message>
        <source>No se ha restaurado «{0}»: {1}</source>
        <translation>“{0}” was not restored: {1}</translation>
    </message>
    <message>
        <source>Copia restaurada. Las partidas de antes están en «{0}».</source>
        <translation>Backup restored. The previous games are in “{0}”.</translation>
    </message>
    <message>
        <source>PDF guardado en «{0}».</source>
        <translation>PDF saved in “{0}”.</translation>
    </message>
    <message>
        <source>El PDF está guardado en «{0}», pero no se ha podido abrir: no hay ningún programa para ver PDF. Ábrelo desde esa carpeta con el que uses.</source>
        <translation>The PDF is saved in “{0}”, but it could not be opened: there is no program to view PDF files. Open it from that folder with the one you use.</translation>
    </message>
    <message>
        <source>Imprimir</source>
        <translation>Print</translation>
    </message>
</context>
<context>
    <name>MontajeComprobacion</name>
    <message>
        <source>Comprobar las palabras en una &amp;lista abierta</source>
        <translation>&amp;Check the words against an open word list</translation>
    </message>
    <message>
        <source>Cargar una lista p&amp;ropia…</source>
        <translation>Load your &amp;own list…</translation>
    </message>
    <message>
        <source>Volver a la lista &amp;incluida</source>
        <translation>Back to the &amp;included list</translation>
    </message>
    <message>
        <source>Se usa la lista abierta incluida.</source>
        <translation>The included open word list is in use.</translation>
    </message>
    <message>
        <source>Cargar una lista propia</source>
        <translation>Load your own list</translation>
    </message>
    <message>
        <source>Listas de palabras (*.txt *.lst *.dic);;Todos los ficheros (*)</source>
        <translation>Word lists (*.txt *.lst *.dic);;All files (*)</translation>
    </message>
    <message>
        <source>Cargando «{0}»…</source>
        <translation>Loading “{0}”…</translation>
    </message>
</context>
<context>
    <name>OpcionesReloj</name>
    <message>
        <source>Reloj de ajedrez por participante; el de quien tiene el turno corre.</source>
        <translation>A chess clock per player; the one whose turn it is runs.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s por jugada</source>
        <translation> s per move</translation>
    </message>
    <message>
        <source>sin incremento</source>
        <translation>no increment</translation>
    </message>
    <message>
        <source>Incremento Fischer: segundos que gana quien pulsa su reloj.</source>
        <translation>Fischer increment: seconds gained by whoever presses their clock.</translation>
    </message>
    <message>
        <source> puntos por minuto</source>
        <translation> points per minute</translation>
    </message>
    <message>
        <source>no resta puntos</source>
        <translation>no penalty</translation>
    </message>
    <message>
        <source>Lo que cuesta el tiempo extra: por minuto o fracción (FISE: 10).</source>
        <translation>The overtime penalty: per minute or part of a minute (FISE: 10).</translation>
    </message>
    <message>
        <source>sin límite</source>
        <translation>no limit</translation>
    </message>
    <message>
        <source>Pasado este tiempo extra se avisa de que se pierde por tiempo (decide el árbitro).</source>
        <translation>Beyond this overtime a warning says the game is lost on time (the director decides).</translation>
    </message>
    <message>
        <source>Tiempo por participante:</source>
        <translation>Time per player:</translation>
    </message>
    <message>
        <source>Incremento:</source>
        <translation>Increment:</translation>
    </message>
    <message>
        <source>Tiempo extra:</source>
        <translation>Overtime:</translation>
    </message>
    <message>
        <source>Máximo de tiempo extra:</source>
        <translation>Maximum overtime:</translation>
    </message>
    <message>
        <source>Sin reloj</source>
        <translation>No clock</translation>
    </message>
    <message>
        <source>Torneo FISE: 30 minutos por participante</source>
        <translation>FISE tournament: 30 minutes per player</translation>
    </message>
    <message>
        <source>Torneo en inglés: 25 minutos, como mucho 10 de tiempo extra</source>
        <translation>English tournament: 25 minutes, at most 10 of overtime</translation>
    </message>
    <message>
        <source>A medida</source>
        <translation>Custom</translation>
    </message>
</context>
<context>
    <name>PanelDesglose</name>
    <message>
        <source>Puntos de la jugada</source>
        <translation>Move score</translation>
    </message>
    <message>
        <source>No puntúa</source>
        <translation>Does not score</translation>
    </message>
    <message>
        <source>Toca la casilla donde empieza la palabra y escribe las letras.</source>
        <translation>Click the square where the word starts and type the letters.</translation>
    </message>
    <message>
        <source>{0} puntos</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <source>1 punto</source>
        <translation>1 point</translation>
    </message>
    <message>
        <source>principal</source>
        <translation>main</translation>
    </message>
    <message>
        <source>cruzada</source>
        <translation>cross word</translation>
    </message>
</context>
<context>
    <name>PanelEscritas</name>
    <message>
        <source>Escribe la palabra principal y, debajo, cada palabra cruzada. Toca una ficha para elegir la casilla que tiene debajo ({premios}) o marcarla como colocada antes; clic derecho o «?»: comodín.</source>
        <translation>Type the main word and, below it, each cross word. Click a tile to choose the premium square under it ({premios}) or mark it as placed earlier; right-click or “?”: blank.</translation>
    </message>
</context>
<context>
    <name>PanelFichas</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; fichas sin salir al tablero · &lt;b&gt;%2&lt;/b&gt; en la bolsa (con un atril de siete)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; tiles not yet on the board · &lt;b&gt;%2&lt;/b&gt; in the bag (with one rack of seven)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; fichas sin salir al tablero · &lt;b&gt;%2&lt;/b&gt; en la bolsa (con %3 atriles de siete)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; tiles not yet on the board · &lt;b&gt;%2&lt;/b&gt; in the bag (with %3 racks of seven)</translation>
    </message>
    <message>
        <source>Por salir: %1, %2, %3</source>
        <translation>Unseen: %1, %2, %3</translation>
    </message>
    <message>
        <source>vocal</source>
        <translation>vowel</translation>
    </message>
    <message>
        <source>vocales</source>
        <translation>vowels</translation>
    </message>
    <message>
        <source>consonante</source>
        <translation>consonant</translation>
    </message>
    <message>
        <source>consonantes</source>
        <translation>consonants</translation>
    </message>
    <message>
        <source>comodín</source>
        <translation>blank</translation>
    </message>
    <message>
        <source>comodines</source>
        <translation>blanks</translation>
    </message>
    <message>
        <source>Una jugada anotada solo con puntos: sus fichas no se descuentan.</source>
        <translation>One move recorded only as points: its tiles are not deducted.</translation>
    </message>
    <message>
        <source>%1 jugadas anotadas solo con puntos: sus fichas no se descuentan.</source>
        <translation>%1 moves recorded only as points: their tiles are not deducted.</translation>
    </message>
</context>
<context>
    <name>PanelJugada</name>
    <message>
        <source>&amp;Edición:</source>
        <translation>&amp;Edition:</translation>
    </message>
    <message>
        <source>Español (FISE)</source>
        <translation>Spanish (FISE)</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>Colocar las fichas en el tablero</source>
        <translation>Place the tiles on the board</translation>
    </message>
    <message>
        <source>Escribir las palabras</source>
        <translation>Write the words</translation>
    </message>
    <message>
        <source>Dirección:</source>
        <translation>Direction:</translation>
    </message>
    <message>
        <source>→ Horizontal</source>
        <translation>→ Across</translation>
    </message>
    <message>
        <source>↓ Vertical</source>
        <translation>↓ Down</translation>
    </message>
    <message>
        <source>Dejar en el tablero</source>
        <translation>Leave on the board</translation>
    </message>
    <message>
        <source>Vaciar el tablero</source>
        <translation>Clear the board</translation>
    </message>
    <message>
        <source>Toca la casilla de inicio (otro toque cambia la dirección) y escribe. Tocar una ficha nueva o «?»: comodín · Retroceso · Esc · flechas · Intro: dejar.</source>
        <translation>Click the start square (click again to change direction) and type. Click a new tile or “?”: blank · Backspace · Esc · arrows · Return: leave.</translation>
    </message>
</context>
<context>
    <name>PanelRelojes</name>
    <message>
        <source>Espacio</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Modo proyector</source>
        <translation>Projector mode</translation>
    </message>
    <message>
        <source>Los relojes vuelven en pausa. Desde el último evento guardado pasaron %1 con el reloj en marcha: acordad si se descuentan antes de seguir.</source>
        <translation>The clocks come back paused. %1 passed with the clock running since the last saved event: agree whether to deduct it before resuming.</translation>
    </message>
    <message>
        <source>Los relojes vuelven en pausa. Según la hora del sistema, que pudo cambiar, desde el último evento guardado pasaron unos %1 con el reloj en marcha: acordad si se descuentan antes de seguir.</source>
        <translation>The clocks come back paused. By the system time, which may have changed, about %1 passed with the clock running since the last saved event: agree whether to deduct it before resuming.</translation>
    </message>
    <message>
        <source>Descontar %1 a %2</source>
        <translation>Deduct %1 from %2</translation>
    </message>
    <message>
        <source>Pulsar el reloj ({0})</source>
        <translation>Press the clock ({0})</translation>
    </message>
    <message>
        <source>Pausa ({0})</source>
        <translation>Pause ({0})</translation>
    </message>
    <message>
        <source>Seguir ({0})</source>
        <translation>Resume ({0})</translation>
    </message>
    <message>
        <source>Empezar ({0})</source>
        <translation>Start ({0})</translation>
    </message>
    <message>
        <source>Turno de %1, %2</source>
        <translation>%1&apos;s turn, %2</translation>
    </message>
</context>
<context>
    <name>PanelTemporizador</name>
    <message>
        <source>1 minuto</source>
        <translation>1 minute</translation>
    </message>
    <message>
        <source>2 minutos</source>
        <translation>2 minutes</translation>
    </message>
    <message>
        <source>3 minutos</source>
        <translation>3 minutes</translation>
    </message>
    <message>
        <source>Empezar (Espacio)</source>
        <translation>Start (Space)</translation>
    </message>
    <message>
        <source>Reiniciar (R)</source>
        <translation>Reset (R)</translation>
    </message>
    <message>
        <source>Modo proyector</source>
        <translation>Projector mode</translation>
    </message>
    <message>
        <source>Reloj de la ronda:</source>
        <translation>Round timer:</translation>
    </message>
    <message>
        <source>Tras el cierre brusco corrió %1 sin verse, ya descontados: el reloj vuelve en pausa.</source>
        <translation>After the abrupt shutdown it ran %1 unseen, already deducted: the clock comes back paused.</translation>
    </message>
    <message>
        <source>Tras el cierre brusco corrió unos %1 sin verse según la hora del sistema, que pudo cambiar: ya descontados, comprobadlo antes de seguir. El reloj vuelve en pausa.</source>
        <translation>After the abrupt shutdown it ran about %1 unseen by the system time, which may have changed: already deducted, check it before resuming. The clock comes back paused.</translation>
    </message>
    <message>
        <source>Pausa (Espacio)</source>
        <translation>Pause (Space)</translation>
    </message>
</context>
<context>
    <name>PublicadorMesa</name>
    <message>
        <source>El resultado no se publica en la carpeta del torneo: {0}</source>
        <translation>The result is not published in the tournament folder: {0}</translation>
    </message>
    <message>
        <source>Este resultado ya estaba publicado en la carpeta del torneo.</source>
        <translation>This result was already published in the tournament folder.</translation>
    </message>
    <message>
        <source>La carpeta del torneo no está a mano ({0}): el resultado queda guardado en este portátil y se publicará solo en cuanto se pueda.</source>
        <translation>The tournament folder is out of reach ({0}): the result stays saved on this laptop and will be published by itself as soon as possible.</translation>
    </message>
    <message>
        <source>Resultado de la mesa {0}, ronda {1}, publicado en la carpeta del torneo: {2} {3} – {4} {5}.</source>
        <translation>Result of table {0}, round {1}, published in the tournament folder: {2} {3} – {4} {5}.</translation>
    </message>
    <message>
        <source>Publicados en la carpeta del torneo {0} archivos que faltaban.</source>
        <translation>{0} missing files published in the tournament folder.</translation>
    </message>
</context>
<context>
    <name>PublicadorSala</name>
    <message>
        <source>Partida maestra</source>
        <translation>Master game</translation>
    </message>
    <message>
        <source>Para cargar la partida maestra publicada, abra la partida de la sala del torneo («Archivo ▸ Sala del torneo…»).</source>
        <translation>To load the published master game, open the room&apos;s tournament game (“File ▸ Tournament room…”).</translation>
    </message>
    <message>
        <source>Aún no se ha leído la partida maestra publicada (la carpeta del torneo: {0}). Vuelva a intentarlo en unos segundos.</source>
        <translation>The published master game has not been read yet (the tournament folder: {0}). Try again in a few seconds.</translation>
    </message>
    <message>
        <source>leyendo</source>
        <translation>reading</translation>
    </message>
    <message>
        <source>No se carga la partida maestra: {0}</source>
        <translation>The master game is not loaded: {0}</translation>
    </message>
    <message>
        <source>La partida maestra publicada no tiene rondas que la sala no tenga ya.</source>
        <translation>The published master game has no rounds the room does not already have.</translation>
    </message>
    <message>
        <source>Cargada de la partida maestra publicada la ronda {0}: su atril y su maestra.</source>
        <translation>Loaded round {0} from the published master game: its rack and master move.</translation>
    </message>
    <message>
        <source>Cargadas de la partida maestra publicada las rondas {0}: sus atriles y sus maestras.</source>
        <translation>Loaded rounds {0} from the published master game: their racks and master moves.</translation>
    </message>
    <message>
        <source>este portátil ya no está unido al torneo.</source>
        <translation>this laptop is no longer joined to the event.</translation>
    </message>
    <message>
        <source>No se ha podido guardar para publicar en el torneo: {0}</source>
        <translation>Could not save what is to be published in the event: {0}</translation>
    </message>
    <message>
        <source>La carpeta del torneo no contesta (más de {0} s): se sigue anotando; lo anotado queda guardado en este portátil y se publicará cuando conteste.</source>
        <translation>The tournament folder is not answering (more than {0} s): keep scoring; what is recorded stays saved on this laptop and will be published when it answers.</translation>
    </message>
    <message>
        <source>La carpeta del torneo no está a mano ({0}): lo anotado queda guardado en este portátil y se publicará solo en cuanto vuelva.</source>
        <translation>The tournament folder is not available ({0}): what is recorded stays saved on this laptop and will be published by itself as soon as it is back.</translation>
    </message>
    <message>
        <source>Publicados en la carpeta del torneo {0} archivos que faltaban.</source>
        <translation>Published {0} missing files in the tournament folder.</translation>
    </message>
    <message>
        <source>Partida maestra publicada en la carpeta del torneo: ronda {0}.</source>
        <translation>Master game published in the tournament folder: round {0}.</translation>
    </message>
    <message>
        <source>Publicada en la carpeta del torneo la ronda {0} de la sala {1}.</source>
        <translation>Round {0} of room {1} published in the tournament folder.</translation>
    </message>
    <message>
        <source>Partida {0} del torneo:</source>
        <translation>Game {0} of the event:</translation>
    </message>
    <message>
        <source>Corrige lo publicado antes de la ronda {0}.</source>
        <translation>It corrects what was published before for round {0}.</translation>
    </message>
    <message>
        <source>¡Atención! {0}</source>
        <translation>Warning! {0}</translation>
    </message>
    <message>
        <source>La ronda {0} ya coincide con la partida maestra.</source>
        <translation>Round {0} now matches the master game.</translation>
    </message>
    <message>
        <source>Sala {0}</source>
        <translation>Room {0}</translation>
    </message>
    <message>
        <source>{0} (partida {1})</source>
        <translation>{0} (game {1})</translation>
    </message>
    <message>
        <source>⚠ {0}: ronda {1} distinta de la partida maestra</source>
        <translation>⚠ {0}: round {1} differs from the master game</translation>
    </message>
    <message>
        <source>ronda {0} por publicar</source>
        <translation>round {0} to publish</translation>
    </message>
    <message>
        <source>publicada hasta la ronda {0}</source>
        <translation>published up to round {0}</translation>
    </message>
    <message>
        <source>aún sin rondas publicadas</source>
        <translation>no rounds published yet</translation>
    </message>
    <message>
        <source>la carpeta no contesta</source>
        <translation>the folder is not answering</translation>
    </message>
    <message>
        <source>sin carpeta</source>
        <translation>no folder</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>La carpeta del torneo no está a mano: {0}</source>
        <translation>The tournament folder is not available: {0}</translation>
    </message>
    <message>
        <source>⚠ Ronda {0}: {1}</source>
        <translation>⚠ Round {0}: {1}</translation>
    </message>
    <message>
        <source>Corríjalo: mientras, el director no cuenta esta sala desde la ronda {0}.</source>
        <translation>Correct it: until then, the director does not count this room from round {0} on.</translation>
    </message>
</context>
<context>
    <name>RelojParticipante</name>
    <message>
        <source>Tiempo extra: −%1 puntos</source>
        <translation>Overtime: −%1 points</translation>
    </message>
    <message>
        <source>Superó el tiempo extra máximo</source>
        <translation>Exceeded the maximum overtime</translation>
    </message>
    <message>
        <source>En pausa</source>
        <translation>Paused</translation>
    </message>
</context>
<context>
    <name>RelojesPartida</name>
    <message>
        <source>Esta partida se juega sin reloj. Para jugar con reloj, elígelo en «Nueva partida…».</source>
        <translation>This game is played without a clock. To play with a clock, choose one in “New game…”.</translation>
    </message>
    <message>
        <source>Relojes</source>
        <translation>Clocks</translation>
    </message>
    <message>
        <source>Relojes: pulsar el reloj (pasa el turno al siguiente)</source>
        <translation>Clocks: press the clock (passes the turn to the next player)</translation>
    </message>
    <message>
        <source>Relojes: pausa o seguir</source>
        <translation>Clocks: pause or resume</translation>
    </message>
    <message>
        <source>Relojes: ajustar los relojes (el árbitro pone el tiempo de cada participante)</source>
        <translation>Clocks: adjust the clocks (the arbiter sets each player’s time)</translation>
    </message>
    <message>
        <source>Espacio / P / 1–4</source>
        <translation>Space / P / 1–4</translation>
    </message>
    <message>
        <source>Con el foco en los relojes: pulsar, pausa, pulsar el reloj de ese participante</source>
        <translation>With the focus on the clocks: press, pause, press that player&apos;s clock</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cerrar el modo proyector</source>
        <translation>Close projector mode</translation>
    </message>
    <message>
        <source>&amp;Relojes</source>
        <translation>&amp;Clocks</translation>
    </message>
    <message>
        <source>&amp;Pulsar el reloj</source>
        <translation>&amp;Press the clock</translation>
    </message>
    <message>
        <source>Pa&amp;usa o seguir</source>
        <translation>Pa&amp;use or resume</translation>
    </message>
    <message>
        <source>Modo pro&amp;yector</source>
        <translation>Pro&amp;jector mode</translation>
    </message>
    <message>
        <source>&amp;Ajustar los relojes…</source>
        <translation>&amp;Adjust the clocks…</translation>
    </message>
    <message>
        <source>Esta partida se juega sin reloj.</source>
        <translation>This game is played without a clock.</translation>
    </message>
    <message>
        <source>La partida ha terminado: sus relojes ya no se ajustan.</source>
        <translation>The game is over: its clocks can no longer be adjusted.</translation>
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
        <translation>Clocks — Planilla</translation>
    </message>
    <message>
        <source>No se pueden leer los relojes de la partida: {0}</source>
        <translation>Cannot read the game&apos;s clocks: {0}</translation>
    </message>
    <message>
        <source>Con el foco en los relojes: Espacio pulsa, P pausa y 1–4 pulsa el reloj de ese participante si es su turno.</source>
        <translation>With the focus on the clocks: Space presses, P pauses and 1–4 presses that player&apos;s clock if it is their turn.</translation>
    </message>
    <message>
        <source>Relojes parados — {0} para empezar</source>
        <translation>Clocks stopped — {0} to start</translation>
    </message>
    <message>
        <source>Corre el reloj de {0}, pero en la hoja es el turno de {1}: anota su turno o, si se pulsó por error, pulsa {2}.</source>
        <translation>{0}&apos;s clock is running, but the sheet says it is {1}&apos;s turn: record that turn or, if the clock was pressed by mistake, press {2}.</translation>
    </message>
    <message>
        <source>El reloj en pausa es el de {0}, pero en la hoja es el turno de {1}: anota su turno o, si se pulsó por error, pulsa {2}.</source>
        <translation>The paused clock is {0}&apos;s, but the sheet says it is {1}&apos;s turn: record that turn or, if the clock was pressed by mistake, press {2}.</translation>
    </message>
    <message>
        <source>No se ha guardado el estado de los relojes: {0}</source>
        <translation>The state of the clocks was not saved: {0}</translation>
    </message>
    <message>
        <source>Los relojes están en marcha. ¿Cerrar? Se guardan en pausa y siguen al volver.</source>
        <translation>The clocks are running. Close? They are saved paused and carry on when you come back.</translation>
    </message>
</context>
<context>
    <name>Sesion</name>
    <message>
        <source>No se pueden guardar partidas: no hay almacén.</source>
        <translation>Games cannot be saved: there is no game store.</translation>
    </message>
    <message>
        <source>No se pueden leer las partidas guardadas: {0}</source>
        <translation>Cannot read the saved games: {0}</translation>
    </message>
    <message>
        <source>No hay ninguna partida abierta.</source>
        <translation>There is no open game.</translation>
    </message>
    <message>
        <source>La partida no ha terminado. ¿Empezar otra con las mismas personas? Esta queda guardada en «Partidas».</source>
        <translation>The game has not ended. Start another with the same players? This one stays saved in “Games”.</translation>
    </message>
    <message>
        <source>¿Borrar la partida {0}? No se puede recuperar.</source>
        <translation>Delete game {0}? It cannot be recovered.</translation>
    </message>
</context>
<context>
    <name>TablaEmparejamientos</name>
    <message>
        <source>Mesa</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Jugador 1</source>
        <translation>Player 1</translation>
    </message>
    <message>
        <source>Jugador 2 (0: sin rival)</source>
        <translation>Player 2 (0: no opponent)</translation>
    </message>
    <message>
        <source>Empieza</source>
        <translation>Starts</translation>
    </message>
    <message>
        <source>1 o 2: ese jugador; ?: lo sortea la mesa. Sin rival: + descanso (+50), − incomparecencia (−50). Espacio pasa a la siguiente.</source>
        <translation>1 or 2: that player; ?: the table draws for it. No opponent: + bye (+50), − forfeit (−50). Space moves to the next one.</translation>
    </message>
    <message>
        <source>Número, nombre o los dos: «12», «Pérez, Ana», «12 Pérez, Ana». Uno que no está en la lista es nuevo.</source>
        <translation>Number, name or both: “12”, “Pérez, Ana”, “12 Pérez, Ana”. One who is not on the list is new.</translation>
    </message>
    <message>
        <source>0 (sin rival)</source>
        <translation>0 (no opponent)</translation>
    </message>
    <message>
        <source>Descanso (+50)</source>
        <translation>Bye (+50)</translation>
    </message>
    <message>
        <source>Incomparecencia (−50)</source>
        <translation>Forfeit (−50)</translation>
    </message>
    <message>
        <source>Jugador 2</source>
        <translation>Player 2</translation>
    </message>
    <message>
        <source>Sorteo en la mesa</source>
        <translation>Drawn at the table</translation>
    </message>
    <message>
        <source>Sin rival ({0})</source>
        <translation>No opponent ({0})</translation>
    </message>
</context>
<context>
    <name>TiraFichas</name>
    <message>
        <source>antes</source>
        <translation>earlier</translation>
    </message>
    <message>
        <source>Sin premio</source>
        <translation>No premium</translation>
    </message>
    <message>
        <source>Doble tanto de letra (DL)</source>
        <translation>Double letter score</translation>
    </message>
    <message>
        <source>Triple tanto de letra (TL)</source>
        <translation>Triple letter score</translation>
    </message>
    <message>
        <source>Doble tanto de palabra (DP)</source>
        <translation>Double word score</translation>
    </message>
    <message>
        <source>Triple tanto de palabra (TP)</source>
        <translation>Triple word score</translation>
    </message>
    <message>
        <source>Colocada en un turno anterior</source>
        <translation>Placed in an earlier turn</translation>
    </message>
    <message>
        <source>Comodín</source>
        <translation>Blank</translation>
    </message>
</context>
<context>
    <name>VentanaDirector</name>
    <message>
        <source>&amp;División:</source>
        <translation>&amp;Division:</translation>
    </message>
    <message>
        <source>&amp;Ronda:</source>
        <translation>&amp;Round:</translation>
    </message>
    <message>
        <source>&amp;Actualizar</source>
        <translation>Re&amp;fresh</translation>
    </message>
    <message>
        <source>Publicar los emparejamientos de una ronda: tecleados aquí o leídos de TSH (el .t de la división o html/tourney.js) o de un CSV</source>
        <translation>Publish a round&apos;s pairings: typed in here or read from TSH (the division&apos;s .t file or html/tourney.js) or from a CSV</translation>
    </message>
    <message>
        <source>&amp;Imprimir…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>Los emparejamientos de la ronda o la clasificación, en PDF ({0})</source>
        <translation>The round&apos;s pairings or the standings, as PDF ({0})</translation>
    </message>
    <message>
        <source>Mesa</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Jugador</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Rival</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>Puntos</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Margen</source>
        <translation>Spread</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Puesto</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>N.º</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Vict.</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Derr.</source>
        <translation>Losses</translation>
    </message>
    <message>
        <source>Ptos.</source>
        <translation>Pts.</translation>
    </message>
    <message>
        <source>Puntos a favor (tercer criterio de orden)</source>
        <translation>Points scored (third ranking criterion)</translation>
    </message>
    <message>
        <source>&amp;Mesas de la ronda</source>
        <translation>&amp;Tables of the round</translation>
    </message>
    <message>
        <source>C&amp;onflictos, pendientes y rechazados</source>
        <translation>C&amp;onflicts, pending and rejected</translation>
    </message>
    <message>
        <source>&amp;Elegir lo que cuenta…</source>
        <translation>Choose &amp;what counts…</translation>
    </message>
    <message>
        <source>Decide el conflicto elegido: qué resultado, mesa o emparejamiento cuenta (Intro sobre él en la lista o en la mesa en conflicto)</source>
        <translation>Decides the chosen conflict: which result, table or pairing counts (Enter on it in the list or on the table in conflict)</translation>
    </message>
    <message>
        <source>No se puede leer la carpeta del torneo: {0}</source>
        <translation>Cannot read the tournament folder: {0}</translation>
    </message>
    <message>
        <source>Torneo «{0}» — director</source>
        <translation>Tournament “{0}” — director</translation>
    </message>
    <message>
        <source>Resultado</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Resultado (corregido)</source>
        <translation>Result (corrected)</translation>
    </message>
    <message>
        <source>Resultado (elegido por el director)</source>
        <translation>Result (chosen by the director)</translation>
    </message>
    <message>
        <source>Falta</source>
        <translation>Missing</translation>
    </message>
    <message>
        <source>En conflicto</source>
        <translation>In conflict</translation>
    </message>
    <message>
        <source>Pendiente</source>
        <translation>Pending</translation>
    </message>
    <message>
        <source>Descanso</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>(sin rival)</source>
        <translation>(no opponent)</translation>
    </message>
    <message>
        <source>Conflicto «{0}»: {1}</source>
        <translation>Conflict “{0}”: {1}</translation>
    </message>
    <message>
        <source>Pendiente: {0} — {1}</source>
        <translation>Pending: {0} — {1}</translation>
    </message>
    <message>
        <source>Rechazado: {0} — {1}</source>
        <translation>Rejected: {0} — {1}</translation>
    </message>
    <message>
        <source>C&amp;lasificación tras la ronda {0}</source>
        <translation>&amp;Standings after round {0}</translation>
    </message>
    <message>
        <source>Ni conflictos, ni archivos pendientes o rechazados.</source>
        <translation>No conflicts, and no pending or rejected files.</translation>
    </message>
    <message>
        <source>La ronda {0} de la división {1} aún no tiene emparejamientos.</source>
        <translation>Round {0} of division {1} has no pairings yet.</translation>
    </message>
    <message>
        <source>Ronda {0}, división {1}: {2} de {3} mesas con resultado. En la carpeta: conflictos, {4}; pendientes, {5}; rechazados, {6}.</source>
        <translation>Round {0}, division {1}: {2} of {3} tables with a result. In the folder: conflicts, {4}; pending, {5}; rejected, {6}.</translation>
    </message>
    <message>
        <source>No hay resultados aceptados de esta ronda que copiar.</source>
        <translation>There are no accepted results of this round to copy.</translation>
    </message>
    <message>
        <source>Copiadas al portapapeles {0} líneas para «addscore» de TSH.</source>
        <translation>Copied {0} lines for TSH’s “addscore” to the clipboard.</translation>
    </message>
    <message>
        <source>Guardar las líneas de TSH</source>
        <translation>Save the TSH lines</translation>
    </message>
    <message>
        <source>Texto (*.txt);;Todos los ficheros (*)</source>
        <translation>Text (*.txt);;All files (*)</translation>
    </message>
    <message>
        <source>No hay resultados aceptados de esta ronda que guardar.</source>
        <translation>There are no accepted results of this round to save.</translation>
    </message>
    <message>
        <source>No se puede escribir «{0}»: {1}.</source>
        <translation>“{0}” cannot be written: {1}.</translation>
    </message>
    <message>
        <source>Guardadas en «{0}» {1} líneas para «addscore» de TSH.</source>
        <translation>Saved {1} lines for TSH’s “addscore” in “{0}”.</translation>
    </message>
    <message>
        <source>No se puede emparejar desde este portátil: {0}</source>
        <translation>Rounds cannot be paired from this laptop: {0}</translation>
    </message>
    <message>
        <source>Publicados los emparejamientos de la ronda {0} ({1}): {2} mesas.</source>
        <translation>Pairings of round {0} ({1}) published: {2} tables.</translation>
    </message>
    <message>
        <source>«{0}» no se decide: es una copia en conflicto del motor de sincronización y nunca cuenta. Se puede borrar de la carpeta cuando se sepa de dónde vino.</source>
        <translation>“{0}” is not decided: it is a conflict copy of the sync engine and never counts. It can be deleted from the folder once you know where it came from.</translation>
    </message>
    <message>
        <source>no se sabe cuál es la carpeta de datos de este portátil.</source>
        <translation>this laptop&apos;s data folder is not known.</translation>
    </message>
    <message>
        <source>Líneas de &amp;TSH</source>
        <translation>TS&amp;H lines</translation>
    </message>
    <message>
        <source>Las líneas de «addscore» de TSH de esta ronda y división («entry both»): copiarlas o guardarlas en un archivo</source>
        <translation>TSH’s “addscore” lines for this round and division (“entry both”): copy them or save them to a file</translation>
    </message>
    <message>
        <source>&amp;Copiar al portapapeles</source>
        <translation>&amp;Copy to the clipboard</translation>
    </message>
    <message>
        <source>&amp;Guardar en un archivo…</source>
        <translation>&amp;Save to a file…</translation>
    </message>
    <message>
        <source>Em&amp;parejar…</source>
        <translation>Pa&amp;irings…</translation>
    </message>
    <message>
        <source>No se puede decidir desde este portátil: {0}</source>
        <translation>Conflicts cannot be decided from this laptop: {0}</translation>
    </message>
    <message>
        <source>No se ha publicado la decisión: {0}</source>
        <translation>The decision has not been published: {0}</translation>
    </message>
    <message>
        <source>Decidido «{0}»: cuenta {1}.</source>
        <translation>Decided “{0}”: {1} counts.</translation>
    </message>
    <message>
        <source>Torneo</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>Emparejamientos de la ronda {0}, división {1}</source>
        <translation>Pairings of round {0}, division {1}</translation>
    </message>
    <message>
        <source>Emparejamientos de la ronda {0}</source>
        <translation>Pairings of round {0}</translation>
    </message>
    <message>
        <source>emparejamientos-ronda-{0}{1}.pdf</source>
        <translation>pairings-round-{0}{1}.pdf</translation>
    </message>
    <message>
        <source>Clasificación tras la ronda {0}, división {1}</source>
        <translation>Standings after round {0}, division {1}</translation>
    </message>
    <message>
        <source>Clasificación tras la ronda {0}</source>
        <translation>Standings after round {0}</translation>
    </message>
    <message>
        <source>clasificacion-ronda-{0}{1}.pdf</source>
        <translation>standings-round-{0}{1}.pdf</translation>
    </message>
    <message>
        <source>PDF guardado en «{0}».</source>
        <translation>PDF saved in “{0}”.</translation>
    </message>
</context>
<context>
    <name>VentanaPrincipal</name>
    <message>
        <source>Planilla</source>
        <translation>Planilla</translation>
    </message>
    <message>
        <source>&amp;Dejar en el tablero sin anotar puntos</source>
        <translation>&amp;Leave on the board without scoring</translation>
    </message>
    <message>
        <source>&amp;Dejar en el tablero</source>
        <translation>&amp;Leave on the board</translation>
    </message>
    <message>
        <source>La partida en curso es de otra edición: para cambiarla, empieza una partida nueva.</source>
        <translation>The game in progress is of another edition: to change it, start a new game.</translation>
    </message>
    <message>
        <source>Al cambiar de edición se vacía el tablero y se pierde la jugada en curso. ¿Cambiar?</source>
        <translation>Changing the edition clears the board and discards the move in progress. Change?</translation>
    </message>
    <message>
        <source>Edición: {0}.</source>
        <translation>Edition: {0}.</translation>
    </message>
    <message>
        <source>Lo que se escribe como palabras no se coloca en el tablero.</source>
        <translation>What is written as words is not placed on the board.</translation>
    </message>
    <message>
        <source>No se puede dejar en el tablero: {0}</source>
        <translation>Cannot leave it on the board: {0}</translation>
    </message>
    <message>
        <source>{0} ({1} puntos) queda en el tablero.</source>
        <translation>{0} ({1} points) stays on the board.</translation>
    </message>
    <message>
        <source>No hay nada que deshacer.</source>
        <translation>There is nothing to undo.</translation>
    </message>
    <message>
        <source>Se deshizo la última jugada dejada en el tablero.</source>
        <translation>The last move left on the board was undone.</translation>
    </message>
    <message>
        <source>Tablero vacío. Ctrl+Z lo recupera.</source>
        <translation>Board cleared. Ctrl+Z brings it back.</translation>
    </message>
    <message>
        <source>Escribe las letras: ocupan las casillas libres desde la marcada.</source>
        <translation>Type the letters: they fill the free squares from the marked one.</translation>
    </message>
    <message>
        <source>Escribe la palabra principal.</source>
        <translation>Type the main word.</translation>
    </message>
    <message>
        <source>Disposición de los paneles como la primera vez en esta pantalla.</source>
        <translation>Panels laid out as the first time on this screen.</translation>
    </message>
</context>
<context>
    <name>VentanaProyector</name>
    <message>
        <source>Esc: salir del modo proyector</source>
        <translation>Esc: leave projector mode</translation>
    </message>
    <message>
        <source>Clasificación — proyector</source>
        <translation>Standings — projector</translation>
    </message>
</context>
<context>
    <name>VentanaSalas</name>
    <message>
        <source>Par&amp;tida:</source>
        <translation>Ga&amp;me:</translation>
    </message>
    <message>
        <source>Tras la &amp;ronda:</source>
        <translation>After &amp;round:</translation>
    </message>
    <message>
        <source>&amp;Actualizar</source>
        <translation>Re&amp;fresh</translation>
    </message>
    <message>
        <source>&amp;Proyector</source>
        <translation>Pro&amp;jector</translation>
    </message>
    <message>
        <source>&amp;Imprimir…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>E&amp;xportar CSV…</source>
        <translation>E&amp;xport CSV…</translation>
    </message>
    <message>
        <source>La clasificación para la federación (CSV)</source>
        <translation>The standings for the federation (CSV)</translation>
    </message>
    <message>
        <source>Sala</source>
        <translation>Room</translation>
    </message>
    <message>
        <source>Jug.</source>
        <translation>Pl.</translation>
    </message>
    <message>
        <source>Cuentan</source>
        <translation>Count</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Pto.</source>
        <translation>Pos.</translation>
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
        <source>Mesa</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Dif.</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <source>Tops</source>
        <translation>Tops</translation>
    </message>
    <message>
        <source>Bon.</source>
        <translation>Bon.</translation>
    </message>
    <message>
        <source>Pen.</source>
        <translation>Pen.</translation>
    </message>
    <message>
        <source>&amp;Salas</source>
        <translation>R&amp;ooms</translation>
    </message>
    <message>
        <source>Desempat&amp;e…</source>
        <translation>P&amp;lay-off…</translation>
    </message>
    <message>
        <source>Anotar la muerte súbita entre los empatados de la fila elegida (maestras y mejor jugada iguales), aunque sean de salas distintas</source>
        <translation>Record the sudden-death play-off between the players tied with the selected row (same master moves and best move), even from different rooms</translation>
    </message>
    <message>
        <source>C&amp;onflictos, pendientes y rechazados</source>
        <translation>&amp;Conflicts, pending and rejected</translation>
    </message>
    <message>
        <source>&amp;Decidir…</source>
        <translation>&amp;Decide…</translation>
    </message>
    <message>
        <source>Elegir qué cuenta en el conflicto elegido (Intro en la lista)</source>
        <translation>Choose what counts in the selected conflict (Enter in the list)</translation>
    </message>
    <message>
        <source>No se puede leer la carpeta del torneo: {0}</source>
        <translation>The tournament folder cannot be read: {0}</translation>
    </message>
    <message>
        <source>Torneo «{0}» — director</source>
        <translation>Tournament “{0}” — director</translation>
    </message>
    <message>
        <source>Torneo (media)</source>
        <translation>Tournament (average)</translation>
    </message>
    <message>
        <source>todas</source>
        <translation>all</translation>
    </message>
    <message>
        <source>{0} (la última)</source>
        <translation>{0} (the latest)</translation>
    </message>
    <message>
        <source>{0} (parcial)</source>
        <translation>{0} (partial)</translation>
    </message>
    <message>
        <source>Espera: {0}</source>
        <translation>Waiting: {0}</translation>
    </message>
    <message>
        <source>Al día</source>
        <translation>Up to date</translation>
    </message>
    <message>
        <source>Aún sin rondas</source>
        <translation>No rounds yet</translation>
    </message>
    <message>
        <source>corregidas: {0}</source>
        <translation>corrected: {0}</translation>
    </message>
    <message>
        <source>(retirado)</source>
        <translation>(withdrawn)</translation>
    </message>
    <message>
        <source>Conflicto «{0}»: {1}</source>
        <translation>Conflict “{0}”: {1}</translation>
    </message>
    <message>
        <source>Pendiente: {0} — {1}</source>
        <translation>Pending: {0} — {1}</translation>
    </message>
    <message>
        <source>Rechazado: {0} — {1}</source>
        <translation>Rejected: {0} — {1}</translation>
    </message>
    <message>
        <source>Partida {0}: {1}</source>
        <translation>Game {0}: {1}</translation>
    </message>
    <message>
        <source>C&amp;lasificación del torneo (media de {0} partidas): {1} participantes</source>
        <translation>&amp;Standings of the tournament (average of {0} games): {1} players</translation>
    </message>
    <message>
        <source>partida {0}, </source>
        <translation>game {0}, </translation>
    </message>
    <message>
        <source>C&amp;lasificación ({0}tras la ronda {1}): {2} participantes</source>
        <translation>&amp;Standings ({0}after round {1}): {2} players</translation>
    </message>
    <message>
        <source>{0}: guardada en {1}.</source>
        <translation>{0}: saved in {1}.</translation>
    </message>
    <message>
        <source>{0}: CSV guardado en {1}.</source>
        <translation>{0}: CSV saved in {1}.</translation>
    </message>
    <message>
        <source>C&amp;lasificación: aún no cuenta ninguna ronda</source>
        <translation>&amp;Standings: no round counts yet</translation>
    </message>
    <message>
        <source>Ni conflictos, ni archivos pendientes o rechazados.</source>
        <translation>No conflicts, and no pending or rejected files.</translation>
    </message>
    <message>
        <source>Cuentan {0} de {1} rondas de la partida maestra ({2} salas, {3} participantes). En la carpeta: conflictos, {4}; pendientes, {5}; rechazados, {6}.</source>
        <translation>{0} of {1} rounds of the master game count ({2} rooms, {3} players). In the folder: conflicts, {4}; pending, {5}; rejected, {6}.</translation>
    </message>
    <message>
        <source>Partida {0}:</source>
        <translation>Game {0}:</translation>
    </message>
    <message>
        <source>Esperan: {0}.</source>
        <translation>Waiting: {0}.</translation>
    </message>
    <message>
        <source>Clasificación del torneo ({0} partidas)</source>
        <translation>Tournament standings ({0} games)</translation>
    </message>
    <message>
        <source>Clasificación tras la ronda {0}</source>
        <translation>Standings after round {0}</translation>
    </message>
    <message>
        <source>Partida {0}</source>
        <translation>Game {0}</translation>
    </message>
    <message>
        <source>no se sabe cuál es la carpeta de datos de este portátil.</source>
        <translation>this laptop&apos;s data folder is not known.</translation>
    </message>
    <message>
        <source>No se puede decidir desde este portátil: {0}</source>
        <translation>Conflicts cannot be decided from this laptop: {0}</translation>
    </message>
    <message>
        <source>No se ha publicado la decisión: {0}</source>
        <translation>The decision has not been published: {0}</translation>
    </message>
    <message>
        <source>Decidido «{0}».</source>
        <translation>Decided “{0}”.</translation>
    </message>
    <message>
        <source>Elija en la clasificación completa a un participante que comparta puesto.</source>
        <translation>Select, in the full standings, a player who shares a place.</translation>
    </message>
    <message>
        <source>No se puede anotar un desempate desde este portátil: {0}</source>
        <translation>A play-off cannot be recorded from this laptop: {0}</translation>
    </message>
    <message>
        <source>No se ha publicado el desempate: {0}</source>
        <translation>The play-off has not been published: {0}</translation>
    </message>
    <message>
        <source>Desempate anotado: {0}.</source>
        <translation>Play-off recorded: {0}.</translation>
    </message>
    <message>
        <source>(Este portátil no es el del director: no queda marcada en la carpeta.)</source>
        <translation>(This laptop is not the director’s: it is not marked in the folder.)</translation>
    </message>
    <message>
        <source>Queda marcada en la carpeta: una corrección posterior de una sala se verá como conflicto.</source>
        <translation>It is marked in the folder: a later correction from a room will show as a conflict.</translation>
    </message>
    <message>
        <source>La clasificación del torneo</source>
        <translation>The tournament standings</translation>
    </message>
    <message>
        <source>La clasificación tras la ronda {0}</source>
        <translation>The standings after round {0}</translation>
    </message>
    <message>
        <source>(partida {0})</source>
        <translation>(game {0})</translation>
    </message>
    <message>
        <source>Imprimir la clasificación</source>
        <translation>Print the standings</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>No se ha impreso: {0}</source>
        <translation>Not printed: {0}</translation>
    </message>
    <message>
        <source>Exportar la clasificación para la federación</source>
        <translation>Export the standings for the federation</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>No se ha exportado: {0}</source>
        <translation>Not exported: {0}</translation>
    </message>
</context>
<context>
    <name>VistaTablero</name>
    <message>
        <source>Tablero</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>La jugada no cabía desde {0}: se empieza de nuevo allí.</source>
        <translation>The move did not fit from {0}: starting again there.</translation>
    </message>
    <message>
        <source>La jugada no cabe en esa dirección desde {0}.</source>
        <translation>The move does not fit in that direction from {0}.</translation>
    </message>
    <message>
        <source>No hay ninguna ficha nueva que marcar como comodín.</source>
        <translation>There is no new tile to mark as a blank.</translation>
    </message>
    <message>
        <source>Esa ficha es un comodín fijo: la K y la W no existen en español.</source>
        <translation>That tile is a fixed blank: K and W do not exist in Spanish.</translation>
    </message>
</context>
</TS>
