import sys

from zoo_desktop.cli import main

sys.exit(main())
