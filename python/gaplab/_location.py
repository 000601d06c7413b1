"""Written at install time by setup.py: the launcher of the checkout this package came from.

In the checkout itself (python/ on sys.path, or an editable install) it stays None and the package
finds ../gaplab next to its own folder."""
LAUNCHER = None
