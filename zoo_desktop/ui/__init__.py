"""pygame-ce user interface. Importing it keeps pygame's banner off the terminal."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
