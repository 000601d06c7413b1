"""gaplab from Python: proven optima, independent checks and ratios of scheduling heuristics.

    import gaplab
    with gaplab.Session() as s:                        # one JVM over `gaplab batch`
        inst = gaplab.from_networkx(G, machine=3)      # or from_saga(...), or an instance file
        best = s.solve(inst)                           # status OPTIMAL only when proven and re-verified
        r = s.rate(inst, my_schedule)                  # ratio to the proven optimum
        print(best.objective, r.ratio, r.reference_kind)

docs/python.md in the gaplab checkout has the recipes.
"""
from ._graphs import from_networkx, from_saga, from_saga_schedule, machine, saga_json, saga_processors, to_networkx, to_saga_schedule
from ._session import (Bounds, Checked, GaplabEnded, GaplabError, Rated, Session, Solved, Study, StudyRow, dumps,
                       find_launcher, plain)

__version__ = "0.1.0"
__all__ = ["Session", "GaplabError", "GaplabEnded", "Solved", "Checked", "Rated", "Bounds", "Study", "StudyRow",
           "from_networkx", "to_networkx", "from_saga", "from_saga_schedule", "to_saga_schedule", "saga_processors", "saga_json",
           "machine", "find_launcher", "plain", "dumps"]
