"""The Zoo Architect table: the pygame scene that draws the game from a viewer's side and turns mouse
input into actions (scene.py; the registry entry names it). The only part of the game that
imports pygame or the shared UI (zoo_desktop.ui)."""
