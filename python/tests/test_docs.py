"""docs/python.md runs as it is shown: every ```python block, in order, in one namespace, from the
checkout's root; a ```text block right after a python block is the output it must print."""
import contextlib
import io
import os
import re

from conftest import REPO

PAGE = REPO / "docs" / "python.md"


def blocks(text):
    """(python code, expected output or None) in page order."""
    found = re.findall(r"```(python|text|console)\n(.*?)```", text, flags=re.S)
    out = []
    for i, (kind, body) in enumerate(found):
        if kind == "python":
            expected = found[i + 1][1] if i + 1 < len(found) and found[i + 1][0] == "text" else None
            out.append((body, expected))
    return out


def test_the_page_has_its_recipes():
    assert len(blocks(PAGE.read_text(encoding="utf-8"))) >= 4


def test_every_python_block_runs_and_prints_what_the_page_shows():
    here = os.getcwd()
    os.chdir(REPO)
    try:
        namespace = {"__name__": "docs_python_md"}
        for n, (code, expected) in enumerate(blocks(PAGE.read_text(encoding="utf-8")), 1):
            printed = io.StringIO()
            with contextlib.redirect_stdout(printed):
                exec(compile(code, "docs/python.md block %d" % n, "exec"), namespace)
            if expected is not None:
                assert printed.getvalue().rstrip() == expected.rstrip(), "docs/python.md block %d printed:\n%s" % (n, printed.getvalue())
    finally:
        os.chdir(here)


def test_the_install_commands_are_the_ones_the_check_runs():
    page = PAGE.read_text(encoding="utf-8")
    script = (REPO / "scripts" / "check-python.sh").read_text(encoding="utf-8")
    for command in ("pip install --no-build-isolation --no-index ./python", "python3 -m venv --system-site-packages"):
        assert command in page and command in script, command
