<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="es">
<context>
    <name></name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="60"/>
        <source>No hay ninguna partida en juego: empieza una con «Nueva partida…».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="72"/>
        <source>Los puntos a mano tienen que ser un número de 0 a 2000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="85"/>
        <source>No hay ninguna jugada calculada: coloca las fichas en el tablero o escribe los puntos a mano.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="131"/>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="166"/>
        <source>No hay ninguna partida abierta.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="146"/>
        <source>Retirar {0} de {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="147"/>
        <source>Anotar una palabra retirada a {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="149"/>
        <source>¿Qué palabra se retira? {0} ({1} puntos) es la última jugada anotada; si se retira, sus puntos pasan a 0 y sus fichas salen del tablero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="178"/>
        <source>No hay ninguna partida en juego que terminar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="213"/>
        <source>Planilla copiada al portapapeles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="216"/>
        <source>Clasificación copiada al portapapeles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/operaciones.py" line="221"/>
        <source>No hay ninguna partida que copiar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/reacciones.py" line="61"/>
        <source>Partida: {0}. {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/reacciones.py" line="101"/>
        <source>{0}: {1} puntos para {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/reacciones.py" line="104"/>
        <source>Coloca la jugada o escribe los puntos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/reacciones.py" line="113"/>
        <source>Las fichas anotadas en la planilla siguen en el tablero: para quitarlas, «Deshacer la última línea» o «Palabra retirada».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/reacciones.py" line="116"/>
        <source>Toca la casilla de inicio (otro toque cambia la dirección) y escribe. Tocar una ficha nueva o «?»: comodín · Retroceso · Esc · flechas · Intro: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/reacciones.py" line="118"/>
        <source>sumar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/reacciones.py" line="118"/>
        <source>dejar</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AccionesDuplicada</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="84"/>
        <source>&amp;Duplicada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="91"/>
        <source>&amp;Nueva ronda (atril escrito)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="92"/>
        <source>&amp;Sortear el atril de la ronda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="93"/>
        <source>Escribir el &amp;atril…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="95"/>
        <source>&amp;Buscar la jugada maestra…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="96"/>
        <source>Anotar como jugada &amp;maestra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="97"/>
        <source>&amp;Escribir los puntos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="98"/>
        <source>Escribir los puntos a ma&amp;no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="99"/>
        <source>&amp;Deshacer la última línea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="101"/>
        <source>Empezar o parar el &amp;reloj de la ronda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="103"/>
        <source>&amp;Terminar la partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="104"/>
        <source>&amp;Otra partida, mismas personas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="105"/>
        <source>Copiar la &amp;planilla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="106"/>
        <source>Copiar la c&amp;lasificación</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="155"/>
        <source>No hay ninguna partida duplicada en juego.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="161"/>
        <source>Los puntos a mano tienen que ser un número de 0 a {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="181"/>
        <source>No hay ninguna jugada calculada: coloca la jugada maestra en el tablero o escribe sus puntos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="209"/>
        <source>No hay ninguna jugada calculada: coloca la jugada en el tablero o escribe los puntos a mano.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="240"/>
        <source>Escribe la jugada maestra como coordenada y palabra, p. ej. «H4 JAMÓN».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="249"/>
        <source>Los puntos tienen que ser un número de 0 a {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="267"/>
        <source>No hay ninguna partida duplicada en juego que terminar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="270"/>
        <source>¿Terminar la partida? En la duplicada no hay ajuste de fichas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="272"/>
        <source>Quedan {0} casillas sin puntos: cuentan como 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="279"/>
        <source>Partida terminada. Ganador: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="306"/>
        <source>Clasificación copiada al portapapeles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="312"/>
        <source>Planilla copiada al portapapeles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/acciones.py" line="323"/>
        <source>Reloj de la ronda</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BusquedaMaestra</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="271"/>
        <source>Buscar la jugada maestra necesita una ronda en juego.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="275"/>
        <source>La ronda {0} no tiene atril anotado: escríbelo en la tabla para buscar su jugada maestra.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="319"/>
        <source>Jugada maestra: {0} {1}, {2} puntos (hallada con {3}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ControladorDuplicada</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/controlador.py" line="98"/>
        <source>Todas las casillas de la ronda {0} ya tienen puntos: toca la que quieras corregir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/controlador.py" line="114"/>
        <source>No hay ninguna partida duplicada abierta.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ControladorHoja</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/operacion_guardada.py" line="61"/>
        <source>No hay ninguna partida abierta: empieza una con «Nueva partida…».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/operacion_guardada.py" line="77"/>
        <source>No se ha guardado nada: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogoClasificacion</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="129"/>
        <source>Clasificación final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="150"/>
        <source>Copiar la clasificación</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="152"/>
        <source>Otra partida, mismas personas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogoFin</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="84"/>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="110"/>
        <source>Terminar la partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="89"/>
        <source>Escribe lo que le queda a cada participante en el atril: las letras (un ? por cada comodín) o directamente los puntos. Deja vacía la casilla de quien se quedó sin fichas (solo una).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="99"/>
        <source>vacío: se quedó sin fichas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="103"/>
        <source>Los empates comparten puesto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="104"/>
        <source>En caso de empate gana quien tenía más puntos antes del ajuste.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogoMaestra</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="187"/>
        <source>Buscar la jugada maestra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="189"/>
        <source>Buscando las mejores jugadas de {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="193"/>
        <source>Coordenada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="193"/>
        <source>Palabra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="193"/>
        <source>Puntos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="193"/>
        <source>Desglose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="208"/>
        <source>Anotar como jugada maestra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="229"/>
        <source>No se ha podido buscar: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="244"/>
        <source>Las {0} mejores jugadas de {1} con {2}. Intro o doble clic: anotarla como maestra.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/maestra.py" line="249"/>
        <source>Ninguna jugada de {0} forma palabras de {1}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogoNuevaPartida</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="83"/>
        <source>Nueva partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="93"/>
        <source>Clásica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="94"/>
        <source>Duplicada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="95"/>
        <source>Tantrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="96"/>
        <source>«4 en letras»</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="97"/>
        <source>Duplicada: todos juegan el mismo atril cada ronda (de 1 a 16 participantes; con uno, en solitario contra las jugadas maestras).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="99"/>
        <source>&amp;Tipo de partida:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="104"/>
        <source>&amp;Participantes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="113"/>
        <source>Participante {0} (nombre opcional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="114"/>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="192"/>
        <source>Participante {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="115"/>
        <source>Nombre {0}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="130"/>
        <source>Sortear quién empieza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="134"/>
        <source>&amp;Abre:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="141"/>
        <source>&amp;Reglas:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="147"/>
        <source>&amp;Edición:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="150"/>
        <source>Los empatados comparten puesto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="151"/>
        <source>Gana quien tenía más puntos antes del ajuste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="152"/>
        <source>E&amp;mpate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="155"/>
        <source>Re&amp;loj:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="156"/>
        <source>Bonificaciones FISE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="158"/>
        <source>+10 a quien sola encuentra la maestra de una ronda, +5 a quien sola tiene la mejor puntuación por debajo; como mucho 25 por partida.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="161"/>
        <source>Duplicada en &amp;solitario: la aplicación sortea y busca las maestras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="164"/>
        <source>La aplicación sortea cada atril y, cuando se confirma la jugada, busca la maestra en su lista de palabras y la coloca. Con varios participantes ante la misma pantalla, cada uno escribe sus puntos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="175"/>
        <source>Empezar la partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="207"/>
        <source>«{0}» es para {1} participantes: con {2} se aplican las reglas de casa.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="210"/>
        <source>Estas reglas proponen un reloj de {0} minutos; el tiempo extra cuesta {1} puntos por minuto o fracción.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="214"/>
        <source>Impugnar una palabra válida cuesta {0} puntos a quien impugna.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="260"/>
        <source>En solitario, contra las jugadas maestras.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="261"/>
        <source>Todos juegan el mismo atril; la jugada maestra de cada ronda pasa al tablero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_nueva_partida.py" line="263"/>
        <source>La FISE recomienda las bonificaciones solo desde {0} participantes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogoPartidas</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="82"/>
        <source>Partidas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="91"/>
        <source>Abrir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="92"/>
        <source>Duplicar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="93"/>
        <source>Borrar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_partidas.py" line="94"/>
        <source>Cerrar</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogoPenalizacion</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="36"/>
        <source>Penalización</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="44"/>
        <source>&amp;A quién:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="49"/>
        <source>&amp;Puntos que se restan:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="52"/>
        <source>p. ej. impugnó una palabra válida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="54"/>
        <source>&amp;Motivo:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="56"/>
        <source>No gasta turno. Con «{0}» se proponen {1} puntos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/dialogos_fin.py" line="61"/>
        <source>Restar los puntos</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogoSorteo</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_sorteo.py" line="33"/>
        <source>Sortear quién empieza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_sorteo.py" line="38"/>
        <source>Cada participante saca una ficha de la bolsa. Abre quien saque la más cercana a la A; el comodín (?) va antes que la A. Si hay empate, vuelven a sacar solo los empatados.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_sorteo.py" line="51"/>
        <source>ficha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_sorteo.py" line="59"/>
        <source>Anotar las fichas sacadas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_sorteo.py" line="60"/>
        <source>Sacar de la bolsa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_sorteo.py" line="92"/>
        <source>{0}. Abre {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/dialogo_sorteo.py" line="95"/>
        <source>{0}. Empate entre {1}: vuelven a sacar.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnlaceTableroDuplicada</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/tablero.py" line="115"/>
        <source>Empieza la primera ronda con su atril.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/tablero.py" line="118"/>
        <source>ninguna casilla vacía</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/tablero.py" line="119"/>
        <source>{0}: &lt;b&gt;{1}&lt;/b&gt; puntos · siguiente casilla: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/tablero.py" line="122"/>
        <source>Coloca la jugada en el tablero o escribe los puntos</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hoja</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="62"/>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="148"/>
        <source>Planilla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="119"/>
        <source>&amp;Partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="126"/>
        <source>&amp;Nueva partida…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="127"/>
        <source>P&amp;artidas…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="129"/>
        <source>&amp;Sumar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="130"/>
        <source>Escribir los puntos a &amp;mano</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="131"/>
        <source>&amp;Pasar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="132"/>
        <source>&amp;Cambiar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="133"/>
        <source>Palabra &amp;retirada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="134"/>
        <source>&amp;Deshacer la última línea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="135"/>
        <source>Pe&amp;nalización…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="137"/>
        <source>&amp;Terminar la partida…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="138"/>
        <source>&amp;Otra partida, mismas personas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="140"/>
        <source>Copiar la &amp;planilla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/hoja.py" line="141"/>
        <source>Copiar la c&amp;lasificación</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HojaCuatroLetras</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="160"/>
        <source>&amp;Terminar la serie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="161"/>
        <source>&amp;Otra serie, mismas personas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="165"/>
        <source>&amp;Gana la partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="166"/>
        <source>&amp;Empate (área llena)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="182"/>
        <source>Partida {0}: gana {1} con {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="188"/>
        <source>Partida en empate: el área de 7×7 está llena.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="193"/>
        <source>No hay ninguna serie en juego que terminar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="196"/>
        <source>¿Terminar la serie tras {0} partidas?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="206"/>
        <source>Serie terminada: nadie ha ganado ninguna partida.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="209"/>
        <source>Serie terminada. Vencedores absolutos: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="210"/>
        <source>Serie terminada. Vencedor absoluto: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="243"/>
        <source>No hay ninguna serie de «4 en letras» abierta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="249"/>
        <source>«4 en letras» · partida {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="259"/>
        <source>Empates: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HojaDuplicada</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="60"/>
        <source>Planilla duplicada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="68"/>
        <source>Reloj de la ronda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="157"/>
        <source>Partida duplicada: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="197"/>
        <source>No se ha guardado el reloj de la ronda: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="248"/>
        <source>&amp;Confirmar la jugada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="248"/>
        <source>&amp;Escribir los puntos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="255"/>
        <source>Las jugadas maestras siguen en el tablero: para quitar la última, «Deshacer la última línea».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="257"/>
        <source>Toca la casilla de inicio (otro toque cambia la dirección) y escribe. «?»: comodín · Esc · Intro: escribir los puntos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/hoja.py" line="263"/>
        <source>Ronda {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HojaJuego</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="113"/>
        <source>&amp;Deshacer la última línea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="115"/>
        <source>&amp;Terminar la partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="116"/>
        <source>&amp;Otra partida, mismas personas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="117"/>
        <source>Copiar la &amp;planilla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="118"/>
        <source>Copiar la c&amp;lasificación</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="128"/>
        <source>No hay ninguna partida en juego que terminar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="134"/>
        <source>Partida terminada.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="144"/>
        <source>Planilla copiada al portapapeles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="149"/>
        <source>Clasificación copiada al portapapeles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/hoja_juego.py" line="178"/>
        <source>{0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HojaTantrix</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="128"/>
        <source>Tantrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="129"/>
        <source>&amp;Tantrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="140"/>
        <source>&amp;Anotar el resultado</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="157"/>
        <source>{0}: {1} puntos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="181"/>
        <source>Partida terminada. Ganan: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="182"/>
        <source>Partida terminada. Gana: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="207"/>
        <source>No hay ninguna partida de Tantrix abierta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="213"/>
        <source>Tantrix · faltan {0} de {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="216"/>
        <source>Tantrix · todos anotados: «Terminar la partida»</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModeloSerie</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="74"/>
        <source>Partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="74"/>
        <source>Ganador</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="74"/>
        <source>Palabra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="91"/>
        <source>Empate (área llena)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModeloTantrix</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="52"/>
        <source>Participante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="52"/>
        <source>Línea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="52"/>
        <source>Circuito</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="52"/>
        <source>Puntos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="53"/>
        <source>Cuenta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="53"/>
        <source>Puesto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="79"/>
        <source>Línea {0} × 1 = {1} · circuito {2} × 2 = {3}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelCuatroLetras</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="110"/>
        <source>Gana la partida quien forma una palabra de {0} a {1} letras; con el área de 7×7 llena, empate. Vencedor absoluto: quien más partidas gana.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="115"/>
        <source>«4 en letras»: ganador, palabra y recuento de cada partida de la serie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="126"/>
        <source>&amp;Ganador:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="131"/>
        <source>palabra de {0} a {1} letras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="132"/>
        <source>Gana la partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="133"/>
        <source>Empate (área llena)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="136"/>
        <source>Pa&amp;labra:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="142"/>
        <source>Terminar la serie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/cuatro_letras.py" line="143"/>
        <source>Otra serie, mismas personas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelDuplicada</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="55"/>
        <source>atril (? = comodín)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="57"/>
        <source>Las fichas del atril de la ronda siguiente (CH, LL y RR seguidas son una ficha; ? es un comodín). Vacío: la ronda empieza sin anotar el atril. Con «Sortear», lo que haya aquí es lo que quedó en el atril (solo hace falta si la maestra anterior no se calculó en el tablero).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="60"/>
        <source>Nueva ronda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="61"/>
        <source>Sortear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="62"/>
        <source>Completa el atril con fichas al azar de las que aún no han salido.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="63"/>
        <source>Volver a sortear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="64"/>
        <source>Regla del sorteo: el atril entero vuelve a la bolsa y se sacan siete nuevas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="92"/>
        <source>Doble clic (o F2) en una casilla para corregirla.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="93"/>
        <source>Planilla duplicada: una fila por ronda y los totales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="108"/>
        <source>Clasificación de la partida duplicada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="130"/>
        <source>Rondas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="130"/>
        <source>Clasificación</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="139"/>
        <source>a mano</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="140"/>
        <source>Puntos escritos a mano (0–2000): si hay algo aquí, los botones usan esto en lugar de la jugada calculada. Intro escribe los puntos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="143"/>
        <source>Buscar la maestra…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="144"/>
        <source>Las mejores jugadas del atril de la ronda, de la lista de palabras: la elegida se coloca y se anota como maestra (Ctrl+Alt+M).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="151"/>
        <source>Anotar como jugada maestra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="152"/>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="179"/>
        <source>Escribir los puntos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="153"/>
        <source>Deshacer la última línea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="154"/>
        <source>Terminar la partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="155"/>
        <source>Otra partida, mismas personas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="156"/>
        <source>Copiar la clasificación</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="157"/>
        <source>Nueva partida…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="158"/>
        <source>Partidas…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="179"/>
        <source>Confirmar la jugada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="189"/>
        <source>No hay ninguna partida duplicada abierta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="194"/>
        <source>en solitario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="194"/>
        <source>{0} participantes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="196"/>
        <source>Duplicada terminada · {0} rondas · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="198"/>
        <source>Duplicada · {0} · escribe o sortea el primer atril</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="200"/>
        <source>Duplicada · ronda {0} · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="201"/>
        <source>Contra las jugadas maestras.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="206"/>
        <source>Clasificación final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="206"/>
        <source>Clasificación provisional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/panel.py" line="208"/>
        <source> · sin la ronda {0}: faltan puntos</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelJuego</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/panel.py" line="44"/>
        <source>Deshacer la última línea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/panel.py" line="45"/>
        <source>Terminar la partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/panel.py" line="46"/>
        <source>Otra partida, mismas personas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/panel.py" line="47"/>
        <source>Copiar la planilla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/panel.py" line="48"/>
        <source>Nueva partida…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/panel.py" line="49"/>
        <source>Partidas…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelPlanilla</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="62"/>
        <source>Planilla: turnos por ronda con el total acumulado</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="95"/>
        <source>a mano</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="96"/>
        <source>Puntos escritos a mano (0–2000): si hay algo aquí, «Sumar» anota esto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="100"/>
        <source>Atril</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="102"/>
        <source>Atril antes de jugar (opcional): se guarda con la jugada o el pase y va al GCG. ? es un comodín; CH, LL y RR seguidas, el dígrafo. Al cambiar: las fichas cambiadas, o cuántas (4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="104"/>
        <source>Atril (opcional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="107"/>
        <source>Sumar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="114"/>
        <source>Pasar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="115"/>
        <source>Cambiar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="116"/>
        <source>Palabra retirada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="117"/>
        <source>Deshacer la última línea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="118"/>
        <source>Penalización</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="119"/>
        <source>Terminar la partida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="120"/>
        <source>Otra partida, mismas personas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="121"/>
        <source>Nueva partida…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="122"/>
        <source>Partidas…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="141"/>
        <source>No hay ninguna partida abierta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="142"/>
        <source>Pulsa «Nueva partida…» (Ctrl+N) para llevar la hoja, o «Partidas…» para seguir una guardada. Sin partida, el contador puntúa jugadas sueltas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="150"/>
        <source>Partida terminada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/clasica/panel.py" line="152"/>
        <source>Turno de {0} · ronda {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelTantrix</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="89"/>
        <source>Línea más larga: 1 punto por ficha. Circuito más grande: 2 puntos por ficha. Solo cuenta la mejor; los empatados comparten puesto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="92"/>
        <source>Tantrix: línea, circuito y puntos de cada participante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="100"/>
        <source>&amp;Participante:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="103"/>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="106"/>
        <source> fichas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="103"/>
        <source>línea: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="104"/>
        <source>Fichas de la línea más larga de su color (1 punto cada una)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="106"/>
        <source>circuito: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="107"/>
        <source>Fichas del circuito más grande (2 puntos cada una); 0 si no tiene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="108"/>
        <source>Anotar el resultado</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/juegos/tantrix.py" line="111"/>
        <source>&amp;Línea y circuito:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolitarioDuplicada</name>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="85"/>
        <source>Coloca tu jugada en el tablero o escribe tus puntos (0 si no juegas) y confírmala.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="90"/>
        <source>Buscando la jugada maestra…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="99"/>
        <source>No se ha podido buscar la jugada maestra: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="108"/>
        <source>Puntos anotados. Ahora, los de {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="114"/>
        <source>Ninguna jugada posible con las fichas que quedan: partida terminada.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="120"/>
        <source>Maestra: {0} {1}, {2} puntos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="130"/>
        <source>«{0}» no está en {1}: la jugada vale 0 puntos, como una palabra no válida en una duplicada. La lista no es el Lexicón FISE: ¿guardar tus {2} puntos de todos modos?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="149"/>
        <source>No quedan fichas: partida terminada.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../app_planilla/ui/hojas/duplicada/solitario.py" line="153"/>
        <source>Ronda {0}: {1}. Coloca tu jugada y confírmala.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
