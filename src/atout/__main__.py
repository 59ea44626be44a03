"""Run the ``atout`` command with ``python -m atout``."""

from atout.cli import main

main()
