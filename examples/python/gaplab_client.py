"""A small client for `gaplab batch` (standard library only): one JVM answers a stream of requests.

    from gaplab_client import Gaplab
    with Gaplab() as g:                      # starts ./gaplab batch (GAPLAB overrides the launcher)
        print(g.request(op="bounds", problem="dag", instanceFile="graph.json"))

Each request is a dict (docs/batch.md); the reply is a dict with "ok" and either the answer or "error".
"""
import json
import os
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


class GaplabError(Exception):
    """A request that gaplab answered with "ok": false (the message is its one error line)."""


class Gaplab:
    def __init__(self, launcher=None):
        launcher = launcher or os.environ.get("GAPLAB", str(REPO / "gaplab"))
        self._proc = subprocess.Popen([launcher, "batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      text=True, encoding="utf-8", bufsize=1)
        self._next = 0

    def request(self, **fields):
        """Sends one request and returns its reply (a dict; "ok" is False on a bad request)."""
        self._next += 1
        fields.setdefault("id", self._next)
        self._proc.stdin.write(json.dumps(fields) + "\n")
        self._proc.stdin.flush()
        line = self._proc.stdout.readline()
        if not line:
            raise GaplabError("gaplab batch ended (exit code %s)" % self._proc.wait())
        return json.loads(line)

    def call(self, **fields):
        """Like request, but raises GaplabError instead of returning a reply with "ok": false."""
        reply = self.request(**fields)
        if not reply.get("ok"):
            raise GaplabError(reply.get("error"))
        return reply

    def close(self):
        if self._proc.stdin and not self._proc.stdin.closed:
            self._proc.stdin.close()
        return self._proc.wait()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
