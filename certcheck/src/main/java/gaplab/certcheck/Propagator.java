package gaplab.certcheck;

import java.util.Arrays;

/**
 * Unit propagation over a {@link ClauseStore} with two watched literals per clause, a trail of assignments
 * with their reasons, and the checks of a proof step: reverse unit propagation (RUP: assigning the
 * negation of each literal of a clause and propagating the present clauses yields a conflict) and the
 * resolution asymmetric tautology (RAT) on a pivot (Wetzler, Heule, Hunt, SAT 2014). Assignments made
 * outside a check form the top level and stay between checks.
 *
 * <p>For the backward check (Heule, Hunt, Wetzler, FMCAD 2013) a check can also mark its core: after a
 * conflict, conflict analysis marks the conflicting clause and the reasons of every assignment it rests on,
 * down through the top level ({@link #analyze}); propagation can prefer marked clauses (core-first: marked
 * clauses to a fixpoint, then one unit from an unmarked clause, then marked ones again); and the top level can
 * be cut back to a shorter trail ({@link #cutTopLevel}) when the reason of one of its assignments is removed.
 * Invariant, which keeps propagation complete after such a cut: a present clause that no top-level literal
 * satisfies watches two unassigned literals; a watched literal is false at the top level only while the other
 * watched one is true there, so cutting a true literal back repairs the clauses that watch it.
 */
final class Propagator {
    static final int NONE = -1;
    private static final int DONE = -1, UNIT = -2;
    private static final int ALL = 0, CORE = 1, REST = 2;

    private final ClauseStore store;
    private final byte[] value;
    private final int[] reason, position;
    private final int[] trail;
    private int trailSize, head, headCore, headAll, resume;
    /**
     * Per literal, the clauses watching it as pairs (clause, blocker: another literal of the clause; when it is
     * true the clause is not looked at), in two sets: the unmarked clauses (all clauses forwards) and the marked
     * ones. A binary clause c is written ~c, and its blocker is its other literal: it is never looked at.
     */
    private final int[][][] watches = new int[2][][];
    private final int[][] watchCount = new int[2][];
    /** The top-level conflict (a clause all of whose literals are false), or NONE. */
    private int conflict = NONE;
    /** Backward mode: propagate core-first and mark the core of every conflict found by a check. */
    private boolean backward;
    /** Top-level variables whose reason's whole cone is marked; per check, the variables analysed. */
    private final boolean[] coneDone;
    private final int[] analysed;
    private int analysis;
    private int[] stack = new int[64];

    /**
     * Before a backward walk, whose cuts need the invariant of the class comment: top-level propagation
     * then passes over a clause only for a true watched literal, not for a true blocker.
     */
    private boolean strict;

    Propagator(int vars, ClauseStore store, boolean backwardLater) {
        this.store = store;
        strict = backwardLater;
        value = new byte[vars + 1];
        reason = new int[vars + 1];
        position = new int[vars + 1];
        trail = new int[vars + 1];
        for (int set = 0; set < 2; set++) {
            watches[set] = new int[2 * vars + 2][];
            watchCount[set] = new int[2 * vars + 2];
        }
        coneDone = new boolean[vars + 1];
        analysed = new int[vars + 1];
    }

    boolean inconsistent() { return conflict != NONE; }

    int trailSize() { return trailSize; }

    private static int code(int lit) { return lit > 0 ? 2 * lit : -2 * lit + 1; }

    int val(int lit) { int v = value[Math.abs(lit)]; return lit > 0 ? v : -v; }

    private void assign(int lit, int why) {
        int v = Math.abs(lit);
        value[v] = (byte) (lit > 0 ? 1 : -1);
        reason[v] = why;
        position[v] = trailSize;
        trail[trailSize++] = lit;
    }

    /** The clause watches {@code lit}, in the set of its mark. */
    private void watch(int lit, int clause, int blocker) {
        int set = store.marked(clause) ? 1 : 0, c = code(lit);
        int[][] w = watches[set];
        int[] count = watchCount[set];
        if (w[c] == null) w[c] = new int[8];
        else if (count[c] == w[c].length) w[c] = Arrays.copyOf(w[c], 2 * count[c]);
        w[c][count[c]++] = store.length(clause) == 2 ? ~clause : clause;
        w[c][count[c]++] = blocker;
    }

    /** Marks a clause as part of the core; from now on it also sits in the marked set of watches. */
    private void mark(int c) {
        if (store.marked(c)) return;
        store.mark(c);
        int s = store.start(c);
        if (store.length(c) >= 2) { watch(store.arena[s], c, store.arena[s + 1]); watch(store.arena[s + 1], c, store.arena[s]); }
    }

    /**
     * Attaches a present clause at the top level: true literals first, then unassigned, then false ones, the
     * first two watched; a unit is assigned and propagated; all literals false is the top-level conflict.
     */
    void attach(int id) {
        int[] a = store.arena;
        int s = store.start(id), n = store.length(id), k = s;
        for (int rank = 1; rank >= 0; rank--)
            for (int i = k; i < s + n; i++) if (val(a[i]) == rank) { int t = a[k]; a[k] = a[i]; a[i] = t; k++; }
        if (n == 0) { conflict = id; return; }
        if (n >= 2) { watch(a[s], id, a[s + 1]); watch(a[s + 1], id, a[s]); }
        if (conflict != NONE) return;
        if (val(a[s]) == -1) { conflict = id; return; }
        if (val(a[s]) == 0 && (n == 1 || val(a[s + 1]) == -1)) {
            head = headCore = headAll = trailSize;
            resume = 0;
            assign(a[s], id);
            int c = propagate();
            if (c != NONE) conflict = c;
        }
    }

    /** Is the clause the reason of a top-level assignment? Its trail position, else NONE. */
    int reasonPosition(int id) {
        for (int k = store.start(id), e = k + store.length(id); k < e; k++) {
            int l = store.arena[k];
            if (val(l) == 1 && reason[Math.abs(l)] == id) return position[Math.abs(l)];
        }
        return NONE;
    }

    /** Unit propagation of the trail's unpropagated part; the conflicting clause, or NONE. */
    private int propagate() {
        if (!backward) {
            while (head < trailSize) { int c = visit(-trail[head++], ALL); if (c >= 0) return c; }
            return NONE;
        }
        while (true) {
            while (headCore < trailSize) { int c = visit(-trail[headCore++], CORE); if (c >= 0) return c; }
            if (headAll >= trailSize) return NONE;
            int c = visit(-trail[headAll], REST);
            if (c >= 0) return c;
            if (c == DONE) { headAll++; resume = 0; }
        }
    }

    /**
     * Visits the clauses watching {@code falseLit}: mode ALL all of them (forwards, where nothing is marked),
     * CORE the marked set, REST the unmarked set from {@link #resume} on, stopping after the first unit. Drops
     * entries of clauses not present, of marked clauses from the unmarked set, and entries left behind when a
     * watch moved. Returns the conflicting clause, DONE or UNIT.
     */
    private int visit(int falseLit, int mode) {
        int fc = code(falseLit), set = mode == CORE ? 1 : 0;
        int[] ws = watches[set][fc];
        if (ws == null) return DONE;
        int[] a = store.arena;
        int n = watchCount[set][fc], i = mode == REST ? resume : 0, j = i;
        while (i < n) {
            int c = ws[i], blocker = ws[i + 1];
            i += 2;
            if (c < 0) {   // a binary clause: the blocker is its other literal
                int other = val(blocker);
                if (other == 1) { ws[j++] = c; ws[j++] = blocker; continue; }
                c = ~c;
                if (!store.present(c) || mode == REST && store.marked(c)) continue;
                ws[j++] = ~c;
                ws[j++] = blocker;
                if (other == 0) {
                    assign(blocker, c);
                    if (mode != REST) continue;
                }
                resume = j;
                while (i < n) ws[j++] = ws[i++];
                watchCount[set][fc] = j;
                return other == -1 ? c : UNIT;
            }
            if (!strict && val(blocker) == 1) { ws[j++] = c; ws[j++] = blocker; continue; }
            if (!store.present(c) || mode == REST && store.marked(c)) continue;
            int s = store.start(c), e = s + store.length(c);
            if (a[s] == falseLit) { a[s] = a[s + 1]; a[s + 1] = falseLit; }
            else if (a[s + 1] != falseLit) continue;
            int first = a[s];
            if (val(first) == 1) { ws[j++] = c; ws[j++] = first; continue; }
            boolean moved = false;
            for (int k = s + 2; k < e; k++)
                if (val(a[k]) != -1) {
                    a[s + 1] = a[k];
                    a[k] = falseLit;
                    watch(a[s + 1], c, first);
                    moved = true;
                    break;
                }
            if (moved) continue;
            ws[j++] = c;
            ws[j++] = first;
            if (val(first) == 0) {
                assign(first, c);
                if (mode != REST) continue;
            }
            resume = j;
            while (i < n) ws[j++] = ws[i++];
            watchCount[set][fc] = j;
            return val(first) == -1 ? c : UNIT;
        }
        watchCount[set][fc] = j;
        return DONE;
    }

    /** Undoes the assignments of a check. */
    private void backtrack(int size) {
        while (trailSize > size) value[Math.abs(trail[--trailSize])] = 0;
        head = size;
    }

    /**
     * Reverse unit propagation of {@code lits} (a clause, repeats allowed, no tautology): true when the
     * negation propagates to a conflict. In backward mode the conflict's core is marked.
     */
    boolean rup(int[] lits) {
        if (conflict != NONE) {   // every clause follows; backwards (which never comes here on a valid walk) the conflict's core is marked
            if (backward) {
                analysis++;
                analyze(conflict, trailSize);
            }
            return true;
        }
        int saved = trailSize, found = NONE, trueVar = 0;
        for (int l : lits) {
            int v = val(l);
            if (v == 1) { trueVar = Math.abs(l); break; }
            if (v == 0) assign(-l, NONE);
        }
        if (trueVar == 0) {
            head = headCore = headAll = saved;
            resume = 0;
            found = propagate();
        }
        boolean implied = trueVar != 0 || found != NONE;
        if (implied && backward) {
            analysis++;
            if (found != NONE) analyze(found, saved);
            else { push(trueVar); explain(saved); }
        }
        backtrack(saved);
        return implied;
    }

    /**
     * RAT of a clause on its pivot p: for every present clause D with ¬p, the resolvent — the clause and D
     * without ¬p — is a tautology or RUP. The empty clause has no pivot.
     */
    boolean resolutionAsymmetric(int[] clause, int p) {
        if (clause.length == 0) return false;
        int[] a = store.arena;
        for (int d = 0; d < store.count(); d++) {
            if (!store.present(d)) continue;
            int s = store.start(d), e = s + store.length(d);
            boolean has = false;
            for (int k = s; k < e && !has; k++) has = a[k] == -p;
            if (!has) continue;
            int[] resolvent = Arrays.copyOf(clause, clause.length + e - s - 1);
            int m = clause.length;
            boolean tautology = false;
            for (int k = s; k < e; k++) {
                int l = a[k];
                if (l == -p) continue;
                for (int x : clause) if (x == -l) tautology = true;
                resolvent[m++] = l;
            }
            if (!tautology && !rup(resolvent)) return false;
        }
        return true;
    }

    /**
     * Starts the backward walk: marks the top-level conflict and the reasons it rests on, then forgets the
     * conflict (the walk removes the lemma that caused it first) and turns on core-first propagation.
     */
    void startBackward() {
        if (conflict != NONE) {
            analysis++;
            analyze(conflict, trailSize);
        }
        conflict = NONE;
        backward = true;
        strict = false;
    }

    /** Marks the conflicting clause and, through the reasons, every clause its literals' assignments rest on. */
    private void analyze(int conflicting, int level0) {
        mark(conflicting);
        for (int k = store.start(conflicting), e = k + store.length(conflicting); k < e; k++) push(Math.abs(store.arena[k]));
        explain(level0);
    }

    /**
     * Marks the reasons of the variables on the stack and of the variables in those reasons, to the
     * assumptions of the check; a top-level variable whose cone is marked already is not visited again.
     */
    private void explain(int level0) {
        int[] a = store.arena;
        while (stackSize > 0) {
            int v = stack[--stackSize];
            if (position[v] >= level0) {
                if (analysed[v] == analysis) continue;
                analysed[v] = analysis;
            } else {
                if (coneDone[v]) continue;
                coneDone[v] = true;
            }
            int r = reason[v];
            if (r == NONE) continue;
            mark(r);
            for (int k = store.start(r), e = k + store.length(r); k < e; k++) push(Math.abs(a[k]));
        }
    }

    private int stackSize;

    private void push(int v) {
        if (stackSize == stack.length) stack = Arrays.copyOf(stack, 2 * stackSize);
        stack[stackSize++] = v;
    }

    /**
     * Cuts the top level back to its first {@code size} assignments (the reason of the assignment at
     * {@code size} is being removed, and everything after it was derived later), then repairs the watches
     * of the clauses that watched a literal true until now (see the class comment).
     */
    void cutTopLevel(int size) {
        int old = trailSize;
        for (int i = old - 1; i >= size; i--) {
            int v = Math.abs(trail[i]);
            value[v] = 0;
            reason[v] = NONE;
            coneDone[v] = false;
        }
        trailSize = head = size;
        conflict = NONE;
        int[] a = store.arena;
        for (int i = size; i < old; i++) {
            int x = trail[i], xc = code(x);
            for (int set = 0; set < 2; set++) {
                int[] ws = watches[set][xc];
                if (ws == null) continue;
                for (int w = 0, n = watchCount[set][xc]; w < n; w += 2) {
                    int c = ws[w];
                    if (c < 0 || !store.present(c)) continue;   // a binary clause watches both its literals for good
                    int s = store.start(c), e = s + store.length(c);
                    int other = a[s] == x ? s + 1 : a[s + 1] == x ? s : -1;
                    if (other < 0 || val(a[other]) != -1) continue;
                    for (int k = s + 2; k < e; k++)
                        if (val(a[k]) != -1) {
                            int t = a[other]; a[other] = a[k]; a[k] = t;
                            watch(a[other], c, x);
                            break;
                        }
                }
            }
        }
    }
}
