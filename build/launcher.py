"""Entry point of the frozen app (PyInstaller)."""
import sys

from zoo_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
