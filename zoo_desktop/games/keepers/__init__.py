"""Species Keepers (game id `keepers`): rules in rules.py, card data in data/*.json loaded by
cards.py, bots in bots.py. Spec: shared/rules/species-keepers.md."""
from zoo_desktop.engine.entry import Entry

# the registry's entry for this game (zoo_desktop.games collects it; nothing here is imported
# until asked for: the menu reads the entry alone)
ENTRY = Entry("keepers", "zoo_desktop.games.keepers.rules:SpeciesKeepers",
              "zoo_desktop.games.keepers.bots:BOTS",
              "zoo_desktop.games.keepers.table.scene:KeepersTable", 2, 4)
