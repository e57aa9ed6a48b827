"""Zoo Desktop: four animal board and card games, offline, against bots or friends."""
__version__ = "0.1.0"
