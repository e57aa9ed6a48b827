"""Zoo Architect (game id `architect`): rules engine, card data, bots."""
from zoo_desktop.engine.entry import Entry

# the registry's entry for this game (zoo_desktop.games collects it; nothing here is imported
# until asked for: the menu reads the entry alone)
ENTRY = Entry("architect", "zoo_desktop.games.architect.rules:ZooArchitect",
              "zoo_desktop.games.architect.bots:BOTS",
              "zoo_desktop.games.architect.table.scene:ArchitectTable", 1, 4,
              tutorial="zoo_desktop.games.architect.table.tutorial:open_tutorial")
