"""Field Research: study and research animals from a sliding display, fly between
continents, score quests and continent majorities (spec: shared/rules/field-research.md)."""
from zoo_desktop.engine.entry import Entry

# the registry's entry for this game (zoo_desktop.games collects it; nothing here is imported
# until asked for: the menu reads the entry alone)
ENTRY = Entry("research", "zoo_desktop.games.research.rules:FieldResearch",
              "zoo_desktop.games.research.bots:BOTS",
              "zoo_desktop.games.research.table.scene:ResearchTable", 2, 6)
