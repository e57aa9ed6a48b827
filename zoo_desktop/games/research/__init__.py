"""Field Research: study and research animals from a sliding display, fly between
continents, score quests and continent majorities (spec: shared/rules/field-research.md)."""
