"""Species Keepers (game id `keepers`): rules in rules.py, card data in data/*.json loaded by
cards.py, bots in bots.py. Spec: shared/rules/species-keepers.md."""
