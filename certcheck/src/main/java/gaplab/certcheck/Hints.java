package gaplab.certcheck;

import java.util.Arrays;

/**
 * The LRAT hints of a RUP check (Cruz-Filipe, Heule, Hunt, Kaufmann, Schneider-Kamp, "Efficient certified RAT
 * verification", CADE 2017, §3): the clauses whose units lead from the negated lemma to the conflict, in the
 * order of the trail, the conflicting clause last. Recorded by {@link Propagator#rup} right after a
 * successful check, before its assignments are undone: from the conflicting clause, every variable of the
 * clause and, through the reasons, every variable those rest on — down through the top level, whose units a
 * hint list must name too — except the lemma's own variables, which the negated lemma assigns (a top-level
 * reason of one of them would be satisfied there, not unit). Sorting the reasons by trail position makes each
 * hinted clause unit when it is reached: its other literals were false before it propagated.
 */
final class Hints {
    private int[] seen, stack = new int[64], positions = new int[64];
    private int stamp;
    /** The hints of the last check, in store ids; null after a check this recorder could not explain. */
    private int[] last;
    private boolean valid = true;

    Hints(int vars) { seen = new int[vars + 1]; }

    /** The last check's hints (store ids), or null when no hint list could be made. */
    int[] last() { return valid ? last : null; }

    /** Starts a check. */
    void reset() { valid = true; last = null; }

    /** The check succeeded on a top-level conflict, which has no hints of its own. */
    void invalid() { valid = false; }

    /** Records the hints of a check that found {@code conflicting} falsified after assuming the negation of {@code lemma}. */
    void record(Propagator p, int conflicting, int[] lemma) {
        if (conflicting == Propagator.NONE) { valid = false; return; }
        stamp++;
        for (int l : lemma) seen[Math.abs(l)] = stamp;
        ClauseStore store = p.store();
        int top = 0, n = 0;
        for (int k = store.start(conflicting), e = k + store.length(conflicting); k < e; k++) stack = push(stack, top++, Math.abs(store.arena[k]));
        while (top > 0) {
            int v = stack[--top];
            if (seen[v] == stamp) continue;
            seen[v] = stamp;
            int r = p.reason(v);
            if (r == Propagator.NONE) { valid = false; return; }
            positions = push(positions, n++, p.position(v));
            for (int k = store.start(r), e = k + store.length(r); k < e; k++) stack = push(stack, top++, Math.abs(store.arena[k]));
        }
        Arrays.sort(positions, 0, n);
        int[] h = new int[n + 1];
        for (int i = 0; i < n; i++) h[i] = p.reason(Math.abs(p.trailAt(positions[i])));
        h[n] = conflicting;
        last = h;
    }

    private static int[] push(int[] a, int at, int x) {
        if (at == a.length) a = Arrays.copyOf(a, 2 * at);
        a[at] = x;
        return a;
    }
}
