"""El panel de fichas."""
