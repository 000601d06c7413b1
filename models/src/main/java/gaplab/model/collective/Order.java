package gaplab.model.collective;

/**
 * The two orderings of the paper (seed 003, §4, Theorem 1). The scatter is the same in both: a
 * binomial tree rooted at P0 in which, at step i, every holder P_j1 (j1 a multiple of 2^(k-i+1))
 * sends the upper half of its block, [j1 + 2^(k-i), j1 + 2^(k-i+1) - 1], to P_(j1 + 2^(k-i)) (eqs.
 * (6), (7)); data flows towards higher indices. The gather differs:
 * <ul>
 *   <li>{@link #UNI} (unidirectional): the processors are taken in the ring order P1, P2, ...,
 *       P_(p-1), P0 (Lemma 3) and the gather is a binomial tree rooted at P0 in that order, so the
 *       results keep flowing towards higher indices and wrap round to P0: P_j sends to
 *       P_((j + lowbit(j)) mod p). Its gather rank is r(j) = (p - j) mod p.</li>
 *   <li>{@link #BI} (bidirectional): the gather is the scatter tree run backwards; results flow
 *       towards lower indices: P_j sends to P_(j - lowbit(j)). Its gather rank is r(j) = j.</li>
 * </ul>
 * In rank coordinates both gathers are the same tree: rank r (r &gt; 0) receives at gather steps
 * s = 1..tz(r) from rank r + 2^(s-1) and then sends at step tz(r)+1 to rank r - lowbit(r); rank 0 (P0)
 * receives at steps 1..k.
 */
public enum Order {
    UNI("uni"), BI("bi");

    private final String key;

    Order(String key) { this.key = key; }

    /** The name used in files and on the command line. */
    public String key() { return key; }

    public static Order parse(String s) {
        for (Order o : values()) if (o.key.equals(s)) return o;
        throw new IllegalArgumentException("unknown order '" + s + "' (expected uni or bi)");
    }

    @Override
    public String toString() { return key; }
}
