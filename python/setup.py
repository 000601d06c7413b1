"""Build hook: records where this gaplab checkout is, so the installed package finds its launcher.

pip builds a local directory in place, so this file sits in the checkout's python/ folder while it
runs; the path of ../gaplab (the launcher, which builds the jar on first use) goes into the
installed gaplab/_location.py. Settings in pyproject.toml; this file only adds that step.
"""
import os
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class RecordCheckout(build_py):
    def run(self):
        super().run()
        launcher = Path(__file__).resolve().parent.parent / "gaplab"
        target = Path(self.build_lib) / "gaplab" / "_location.py"
        target.parent.mkdir(parents=True, exist_ok=True)
        recorded = str(launcher) if launcher.is_file() else None
        target.write_text('"""Written at install time by setup.py: the launcher of the checkout this package came from."""\n'
                          "LAUNCHER = %r\n" % recorded, encoding="utf-8")


setup(cmdclass={"build_py": RecordCheckout})
