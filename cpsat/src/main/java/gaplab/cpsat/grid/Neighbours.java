package gaplab.cpsat.grid;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.Literal;

/**
 * The neighbour term of SPEC §2 (t_k + a · neighbours_k): two rectangles are neighbours when they share
 * a side segment of positive length — one's right (or top) edge is the other's left (or bottom) edge
 * and they overlap along it. The Boolean of a pair is forced to 1 whenever that holds (it costs a to
 * both, so the minimisation leaves it 0 otherwise).
 */
final class Neighbours {
    private Neighbours() {}

    static BoolVar pair(CpModel model, int i, int j, IntVar[] x, IntVar[] xe, IntVar[] y, IntVar[] ye, BoolVar[] used) {
        BoolVar nb = model.newBoolVar("nb" + i + "_" + j);
        BoolVar overlapX = overlap(model, x[i], xe[i], x[j], xe[j]), overlapY = overlap(model, y[i], ye[i], y[j], ye[j]);
        // each way of touching (i's right edge is j's left edge, and so on) with overlap along it forces nb
        touching(model, nb, xe[i], x[j], overlapY, used[i], used[j]);
        touching(model, nb, xe[j], x[i], overlapY, used[i], used[j]);
        touching(model, nb, ye[i], y[j], overlapX, used[i], used[j]);
        touching(model, nb, ye[j], y[i], overlapX, used[i], used[j]);
        return nb;
    }

    /** edge1 = edge2 ∧ overlap ∧ both used ⇒ nb. */
    private static void touching(CpModel model, BoolVar nb, IntVar edge1, IntVar edge2, BoolVar overlap, BoolVar usedI, BoolVar usedJ) {
        model.addBoolOr(new Literal[]{nb, equal(model, edge1, edge2).not(), overlap.not(), usedI.not(), usedJ.not()});
    }

    /** A Boolean that is 1 whenever a = b (it may be 0 only if a ≠ b). */
    private static BoolVar equal(CpModel model, IntVar a, IntVar b) {
        BoolVar e = model.newBoolVar("eq");
        model.addDifferent(a, b).onlyEnforceIf(e.not());
        return e;
    }

    /** A Boolean that is 1 whenever [s1, e1) and [s2, e2) overlap (it may be 0 only if they do not). */
    private static BoolVar overlap(CpModel model, IntVar s1, IntVar e1, IntVar s2, IntVar e2) {
        BoolVar o = model.newBoolVar("ov"), before = model.newBoolVar("before"), after = model.newBoolVar("after");
        model.addLessOrEqual(e1, s2).onlyEnforceIf(before);
        model.addLessOrEqual(e2, s1).onlyEnforceIf(after);
        model.addBoolOr(new Literal[]{o, before, after});
        return o;
    }
}
