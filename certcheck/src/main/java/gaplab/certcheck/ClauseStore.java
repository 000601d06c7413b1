package gaplab.certcheck;

import java.util.Arrays;

/**
 * The clauses of a proof check (docs/certificates.md, "Checking a proof"): the formula's clauses, then the
 * proof's lemmas, each an id into one array of literals. Per clause: whether it is present (not deleted, not
 * yet removed by the backward walk), whether it is marked (in the core: used by a conflict the check
 * depends on), and its pivot (a lemma's first literal as written: the literal of a RAT step). Deletions
 * find a present clause by its literals as a set, the newest copy first, through chained hashing.
 */
final class ClauseStore {
    private static final int NONE = -1;

    private static final byte PRESENT = 1, MARKED = 2;

    /** The literals of every clause, each clause after its length: {@code arena[start(c) - 1]}. */
    int[] arena = new int[1 << 16];
    private int arenaSize;
    private int[] start = new int[1 << 12], pivot = new int[1 << 12], next = new int[1 << 12];
    private byte[] flags = new byte[1 << 12];
    private int count;
    private int[] bucket = new int[1 << 12];
    private int linked;
    /** Per variable: the last normalisation or lookup that saw it, and the sign it had there. */
    private final int[] seen;
    private final byte[] seenSign;
    private int stamp;

    ClauseStore(int vars) {
        seen = new int[vars + 1];
        seenSign = new byte[vars + 1];
        Arrays.fill(bucket, NONE);
    }

    int count() { return count; }

    int start(int c) { return start[c]; }

    int length(int c) { return arena[start[c] - 1]; }

    int pivot(int c) { return pivot[c]; }

    boolean present(int c) { return (flags[c] & PRESENT) != 0; }

    void present(int c, boolean p) { flags[c] = (byte) (p ? flags[c] | PRESENT : flags[c] & ~PRESENT); }

    boolean marked(int c) { return (flags[c] & MARKED) != 0; }

    void mark(int c) { flags[c] |= MARKED; }

    /** The clause's literals in their present order. */
    int[] literals(int c) { return Arrays.copyOfRange(arena, start[c], start[c] + length(c)); }

    /** The literals once each, in their first order; null for a tautology (a literal and its negation). */
    int[] normalise(int[] lits) {
        int[] c = new int[lits.length];
        int m = 0;
        stamp++;
        for (int l : lits) {
            int v = Math.abs(l), sign = l > 0 ? 1 : -1;
            if (seen[v] == stamp) {
                if (seenSign[v] != sign) return null;
                continue;
            }
            seen[v] = stamp;
            seenSign[v] = (byte) sign;
            c[m++] = l;
        }
        return m < c.length ? Arrays.copyOf(c, m) : c;
    }

    /** Stores a normalised clause (present, unmarked) and makes it findable for deletion; its id. */
    int add(int[] c, int firstLiteral) {
        if (count == start.length) {
            int n = 2 * count;
            start = Arrays.copyOf(start, n);
            pivot = Arrays.copyOf(pivot, n);
            next = Arrays.copyOf(next, n);
            flags = Arrays.copyOf(flags, n);
        }
        while (arenaSize + c.length + 1 > arena.length) arena = Arrays.copyOf(arena, 2 * arena.length);
        arena[arenaSize++] = c.length;
        System.arraycopy(c, 0, arena, arenaSize, c.length);
        int id = count++;
        start[id] = arenaSize;
        pivot[id] = firstLiteral;
        flags[id] = PRESENT;
        arenaSize += c.length;
        if (2 * ++linked > bucket.length) rehash();
        int b = hash(c, 0, c.length) & (bucket.length - 1);
        next[id] = bucket[b];
        bucket[b] = id;
        return id;
    }

    /** The newest present clause with exactly the literals of the normalised {@code c} (in any order), or -1. */
    int find(int[] c) {
        stamp++;
        for (int l : c) { seen[Math.abs(l)] = stamp; seenSign[Math.abs(l)] = (byte) (l > 0 ? 1 : -1); }
        for (int d = bucket[hash(c, 0, c.length) & (bucket.length - 1)]; d != NONE; d = next[d]) {
            if (length(d) != c.length || !present(d)) continue;
            boolean same = true;
            for (int k = start[d], e = k + length(d); k < e && same; k++) {
                int l = arena[k];
                same = seen[Math.abs(l)] == stamp && seenSign[Math.abs(l)] == (l > 0 ? 1 : -1);
            }
            if (same) return d;
        }
        return NONE;
    }

    /** Deletes clause {@code d}: not present, and no longer found by {@link #find}. */
    void delete(int d) {
        present(d, false);
        int b = hash(arena, start[d], start[d] + length(d)) & (bucket.length - 1);
        if (bucket[b] == d) bucket[b] = next[d];
        else for (int x = bucket[b]; x != NONE; x = next[x]) if (next[x] == d) { next[x] = next[d]; break; }
        linked--;
    }

    private void rehash() {
        int[] old = bucket;
        bucket = new int[2 * old.length];
        Arrays.fill(bucket, NONE);
        for (int h : old)
            for (int d = h, n; d != NONE; d = n) {
                n = next[d];
                int b = hash(arena, start[d], start[d] + length(d)) & (bucket.length - 1);
                next[d] = bucket[b];
                bucket[b] = d;
            }
    }

    /** A hash of the literals as a set (a sum of mixed literals: independent of their order). */
    private static int hash(int[] a, int from, int to) {
        int h = to - from;
        for (int k = from; k < to; k++) {
            int x = a[k] * 0x9E3779B1;
            h += x ^ (x >>> 15);
        }
        return h ^ (h >>> 16);
    }
}
