<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Nombres de las teclas en los menús como en «Ayuda ▸ Atajos de teclado» (qtbase_es dice «Control»,
     «Mayúsculas», «Borrar» y «Retorno»). Se compila con make traducciones (pyside6-lrelease). -->
<TS version="2.1" language="es">
<context>
    <name>QShortcut</name>
    <message><source>Ctrl</source><translation>Ctrl</translation></message>
    <message><source>Shift</source><translation>Mayús</translation></message>
    <message><source>Backspace</source><translation>Retroceso</translation></message>
    <message><source>Return</source><translation>Intro</translation></message>
    <message><source>Enter</source><translation>Intro</translation></message>
    <message><source>Del</source><translation>Supr</translation></message>
    <message><source>Left</source><translation>←</translation></message>
    <message><source>Up</source><translation>↑</translation></message>
    <message><source>Right</source><translation>→</translation></message>
    <message><source>Down</source><translation>↓</translation></message>
</context>
</TS>
