"""Zoo Architect (game id `architect`): rules engine, card data, bots."""
