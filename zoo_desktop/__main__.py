import sys

from zoo_desktop.cli import main

if __name__ == "__main__":  # the bot worker process (spawn) imports this module too
    sys.exit(main())
