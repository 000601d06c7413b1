"""One JVM over `gaplab batch` (docs/batch.md): requests as JSON Lines, typed results back."""
import json
import os
import re
import shutil
import subprocess
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, List, Mapping, Optional, Tuple, Union

from . import _location


class GaplabError(Exception):
    """gaplab refused a request (the message is its one error line, e.g. 'line 3: instance: ...'),
    or an input could not be turned into one (a graph with a cycle, a SAGA network without a link)."""


class GaplabEnded(RuntimeError):
    """The `gaplab batch` process is gone (it could not start, or it died): not a refused request."""


# ---------------------------------------------------------------------------------------------------
# Where gaplab is


def find_launcher(explicit: Optional[Union[str, os.PathLike]] = None) -> str:
    """The gaplab launcher this package runs, the first of: the argument; $GAPLAB (optional); the
    checkout recorded when the package was installed; ../gaplab beside the package's own folder (run
    from the checkout); `gaplab` on PATH. Raises GaplabEnded naming the places tried."""
    tried = []
    for where, candidate in (("argument", explicit), ("$GAPLAB", os.environ.get("GAPLAB")),
                             ("recorded at install time", _location.LAUNCHER),
                             ("the checkout around the package", str(Path(__file__).resolve().parents[2] / "gaplab"))):
        if not candidate:
            continue
        if Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
        tried.append("%s: %s" % (where, candidate))
    on_path = shutil.which("gaplab")
    if on_path:
        return on_path
    tried.append("PATH: no 'gaplab'")
    raise GaplabEnded("gaplab: no launcher found (tried %s); reinstall the package from a gaplab checkout "
                      "(pip install ./python) or pass Session(launcher='/path/to/gaplab')" % "; ".join(tried))


# ---------------------------------------------------------------------------------------------------
# JSON: numpy scalars and arrays (and anything with tolist/item), sets, tuples, paths, pydantic models


def plain(o: Any) -> Any:
    """The JSON default hook: numpy scalars and arrays (anything with tolist() or item()), sets and
    paths become plain values; pydantic models (SAGA's) their JSON dump."""
    if hasattr(o, "model_dump"):
        return o.model_dump(mode="json")
    if hasattr(o, "tolist"):
        return o.tolist()
    if hasattr(o, "item"):
        return o.item()
    if isinstance(o, (set, frozenset)):
        return sorted(o, key=str)
    if isinstance(o, os.PathLike):
        return os.fspath(o)
    raise TypeError("gaplab: %r (%s) is not a number, string, list or dict" % (o, type(o).__name__))


def dumps(value: Any) -> str:
    """JSON text for gaplab: numpy values accepted (see plain)."""
    return json.dumps(value, default=plain, separators=(",", ":"))


# ---------------------------------------------------------------------------------------------------
# Results


class _Svg:
    svg: Optional[str]

    def _repr_svg_(self):
        """Jupyter draws a result that carries a picture (picture=True) as SVG."""
        return self.svg


@dataclass(frozen=True)
class Solved(_Svg):
    """A solve: status is OPTIMAL only when proven and re-verified by the independent checker."""
    method: str
    status: str
    objective: Optional[float]
    bound: Optional[float]
    verified: bool
    millis: int
    solution: Optional[dict]
    svg: Optional[str] = field(default=None, repr=False)
    reply: dict = field(default_factory=dict, repr=False)

    @property
    def optimal(self) -> bool:
        return self.status == "OPTIMAL"


@dataclass(frozen=True)
class Checked(_Svg):
    """A check by the independent checker: valid with its objective, or the first violated constraint."""
    valid: bool
    objective: Optional[float]
    violation: Optional[str]
    svg: Optional[str] = field(default=None, repr=False)
    reply: dict = field(default_factory=dict, repr=False)


@dataclass(frozen=True)
class Rated(_Svg):
    """A check and the ratio to the proven optimum (reference_kind 'optimum') or, where the oracle did
    not prove one in time, to a lower bound ('lower bound'; then ratio_is_upper_bound)."""
    valid: bool
    objective: Optional[float]
    violation: Optional[str]
    ratio: Optional[float]
    reference: Optional[float]
    reference_kind: str
    oracle: Optional[str]
    ratio_is_upper_bound: bool
    svg: Optional[str] = field(default=None, repr=False)
    reply: dict = field(default_factory=dict, repr=False)

    @property
    def certified(self) -> bool:
        """The ratio is to a proven optimum."""
        return self.reference_kind == "optimum"


@dataclass(frozen=True)
class Bounds:
    """Every lower bound of the problem by name, and the best."""
    bounds: Dict[str, Optional[float]]
    best: Optional[float]
    reply: dict = field(default_factory=dict, repr=False)


# ---------------------------------------------------------------------------------------------------
# A study: many instances, a refused one recorded and the rest run


@dataclass(frozen=True)
class StudyRow:
    name: str
    result: Any = None
    error: Optional[str] = None

    @property
    def ok(self) -> bool:
        return self.error is None


class Study(list):
    """The rows of Session.study, in order: each with its result or the error gaplab gave."""

    @property
    def results(self) -> List[StudyRow]:
        return [r for r in self if r.ok]

    @property
    def errors(self) -> List[StudyRow]:
        return [r for r in self if not r.ok]

    @property
    def ratios(self) -> List[float]:
        return [r.result.ratio for r in self.results if getattr(r.result, "ratio", None) is not None]

    def summary(self) -> str:
        text = "%d instances: %d answered, %d refused" % (len(self), len(self.results), len(self.errors))
        rated = [r.result for r in self.results if isinstance(r.result, Rated) and r.result.ratio is not None]
        if rated:
            ratios = [r.ratio for r in rated]
            text += "; mean ratio %.4f, worst %.4f (%d of %d against a proven optimum)" % (
                sum(ratios) / len(ratios), max(ratios), sum(r.certified for r in rated), len(rated))
        return text


Instance = Union[dict, str, os.PathLike]


class Session:
    """One `gaplab batch` JVM for many requests; use it as a context manager.

        with gaplab.Session() as s:
            r = s.rate(instance, solution)       # instance: a dict (gaplab's instance JSON) or a file path
            print(r.ratio, r.reference_kind)

    A refused request raises GaplabError and the session goes on; GaplabEnded means the JVM is gone.
    """

    def __init__(self, launcher: Optional[Union[str, os.PathLike]] = None, problem: str = "dag"):
        self.launcher = find_launcher(launcher)
        self.problem = problem
        self._next = 0
        self._lock = threading.Lock()
        self._cwd = os.getcwd()  # the JVM's: a relative path is passed as written while Python stays here
        try:
            self._proc = subprocess.Popen([self.launcher, "batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          text=True, encoding="utf-8", bufsize=1)
        except OSError as e:
            raise GaplabEnded("gaplab: cannot start %s batch (%s)" % (self.launcher, e)) from None

    # -- the protocol -------------------------------------------------------------------------------

    def request(self, **fields) -> dict:
        """Sends one request (docs/batch.md) and returns the reply as a dict ("ok" false on a refusal)."""
        with self._lock:
            self._next += 1
            fields.setdefault("id", self._next)
            line = dumps(fields)
            try:
                self._proc.stdin.write(line + "\n")
                self._proc.stdin.flush()
                answer = self._proc.stdout.readline()
            except (BrokenPipeError, ValueError, OSError):
                answer = ""
            if not answer:
                raise GaplabEnded("gaplab batch ended (exit code %s)" % self._proc.wait())
            return json.loads(answer)

    def call(self, **fields) -> dict:
        """Like request, but raises GaplabError on "ok": false (gaplab's message without the stream's
        "line N: ", which counts requests, not lines of anything you wrote)."""
        reply = self.request(**fields)
        if not reply.get("ok"):
            raise GaplabError(re.sub(r"^line \d+: ", "", str(reply.get("error"))))
        return reply

    def _instance(self, instance: Instance, problem: Optional[str]) -> dict:
        fields = {"problem": problem or self.problem}
        if isinstance(instance, (str, os.PathLike)):
            path = Path(instance)
            fields["instanceFile"] = str(path if not path.is_absolute() and os.getcwd() == self._cwd else path.resolve())
        elif isinstance(instance, Mapping):
            fields["instance"] = instance
        else:
            raise GaplabError("instance: give gaplab's instance JSON as a dict or a file path (got %s); "
                              "gaplab.from_networkx and gaplab.from_saga make one" % type(instance).__name__)
        return fields

    @staticmethod
    def _solution(solution) -> Any:
        if isinstance(solution, (str, os.PathLike)):
            with open(solution, encoding="utf-8") as f:
                return json.load(f)
        return solution

    # -- the four ops -------------------------------------------------------------------------------

    def solve(self, instance: Instance, method: Optional[str] = None, *, problem: Optional[str] = None,
              time_limit: Optional[float] = None, params: Optional[Mapping[str, Any]] = None,
              seed: Optional[int] = None, picture: bool = False) -> Solved:
        """Solves with a method (default the problem's exact one, e.g. `exact` for dag)."""
        f = self._instance(instance, problem)
        for k, v in (("method", method), ("timeLimit", time_limit), ("params", params), ("seed", seed)):
            if v is not None:
                f[k] = v
        if picture:
            f["picture"] = "svg"
        r = self.call(op="solve", **f)
        return Solved(r["method"], r["status"], r.get("objective"), r.get("bound"), r["verified"], r["millis"],
                      r.get("solution"), r.get("svg"), r)

    def check(self, instance: Instance, solution, *, problem: Optional[str] = None, picture: bool = False) -> Checked:
        """Checks a solution (a dict in the format of `solve --json`, or its file) with the independent checker."""
        f = self._instance(instance, problem)
        if picture:
            f["picture"] = "svg"
        r = self.call(op="check", solution=self._solution(solution), **f)
        return Checked(r["valid"], r.get("objective"), r.get("violation"), r.get("svg"), r)

    def rate(self, instance: Instance, solution, *, problem: Optional[str] = None, oracle: Optional[str] = None,
             time_limit: Optional[float] = None, picture: bool = False) -> Rated:
        """Checks a solution and rates it against the proven optimum (the oracle: default the solution's
        variant's own exact method, `exact-dup` for a schedule with copies) or a lower bound."""
        f = self._instance(instance, problem)
        if oracle is not None:
            f["oracle"] = oracle
        if time_limit is not None:
            f["timeLimit"] = time_limit
        if picture:
            f["picture"] = "svg"
        r = self.call(op="rate", solution=self._solution(solution), **f)
        return Rated(r["valid"], r.get("objective"), r.get("violation"), r.get("ratio"), r.get("reference"),
                     r["referenceKind"], r.get("oracle"), r["ratioIsUpperBound"], r.get("svg"), r)

    def bounds(self, instance: Instance, *, problem: Optional[str] = None) -> Bounds:
        """Every lower bound of the problem on the instance."""
        r = self.call(op="bounds", **self._instance(instance, problem))
        return Bounds(r["bounds"], r.get("best"), r)

    def read(self, instance: Instance, *, problem: Optional[str] = None) -> dict:
        """An instance file in any format the problem reads (a Sinnen .dot, Kasahara .stg, WfFormat,
        DAX, networkx node-link JSON, ...) as gaplab's instance JSON (a dict), for Python code that
        needs the graph; give the dict back to solve, check or rate."""
        return self.call(op="instance", **self._instance(instance, problem))["instance"]

    # -- many instances -----------------------------------------------------------------------------

    def study(self, cases: Union[Mapping[str, Any], Iterable[Any]],
              run: Optional[Callable[["Session", Any], Any]] = None) -> Study:
        """Runs `run(session, instance)` (default: solve) on every case and returns a Study. A case the
        run refuses (GaplabError: a malformed instance, a schedule gaplab cannot read) becomes a row with
        its error and the study goes on; GaplabEnded and errors of your own code still stop it.

        cases: a dict of name -> instance, or an iterable of instances (file paths are named by their
        file name, others by their position) or of (name, instance) pairs."""
        run = run or (lambda s, inst: s.solve(inst))
        study = Study()
        for name, inst in _named(cases):
            try:
                study.append(StudyRow(name, run(self, inst)))
            except GaplabError as e:
                study.append(StudyRow(name, None, str(e)))
        return study

    # -- life cycle ---------------------------------------------------------------------------------

    def close(self) -> int:
        """Ends the JVM (closes its input) and returns its exit code."""
        if self._proc.stdin and not self._proc.stdin.closed:
            try:
                self._proc.stdin.close()
            except OSError:
                pass
        return self._proc.wait()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _named(cases) -> Iterable[Tuple[str, Any]]:
    if isinstance(cases, Mapping):
        yield from ((str(k), v) for k, v in cases.items())
        return
    for i, c in enumerate(cases):
        if isinstance(c, tuple) and len(c) == 2 and isinstance(c[0], str):
            yield c
        elif isinstance(c, (str, os.PathLike)):
            yield Path(c).name, c
        else:
            yield str(i), c
