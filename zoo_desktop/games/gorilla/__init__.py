"""Gorilla: UNO-like shedding game with a real-time slap race (spec: shared/rules/gorilla.md)."""
from zoo_desktop.engine.entry import Entry

# the registry's entry for this game (zoo_desktop.games collects it; nothing here is imported
# until asked for: the menu reads the entry alone)
ENTRY = Entry("gorilla", "zoo_desktop.games.gorilla.rules:Gorilla",
              "zoo_desktop.games.gorilla.bots:BOTS",
              "zoo_desktop.games.gorilla.table.scene:GorillaTable", 3, 5)
