"""Gorilla: UNO-like shedding game with a real-time slap race (spec: shared/rules/gorilla.md)."""
