"""El almacén SQLite de las partidas y su esquema."""
