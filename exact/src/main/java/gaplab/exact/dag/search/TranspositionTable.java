package gaplab.exact.dag.search;

import java.util.Arrays;

/**
 * Dominated states (without duplication): 128-bit hashes of a state's future — the scheduled set
 * and, per processor (up to relabelling of identical processors), its free time, whether it is used,
 * what the order rules remember of its last task (and its start), and the arrival of scheduled data for every task
 * waiting on it. A state whose twin was explored with a no larger (last start, last task) and makespan
 * so far cannot lead anywhere the twin did not. A cache: small at first, large once the search has
 * passed 200,000 nodes; losing entries only prunes less.
 */
final class TranspositionTable {
    static final int PILOT_BITS = 17;
    private final InstanceData data;
    private final PartialSchedule state;
    private final OrderRules rules;
    private final Heads heads;
    private final int largeBits;
    private int bits = PILOT_BITS;
    private long[] keyHigh, keyLow;
    private double[] lastStartOf, makespanOf;
    private int[] lastTaskOf;
    private final long[] processorHashHigh, processorHashLow;
    long hits;

    TranspositionTable(InstanceData data, PartialSchedule state, OrderRules rules, Heads heads, int largeBits) {
        this.data = data;
        this.state = state;
        this.rules = rules;
        this.heads = heads;
        this.largeBits = largeBits;
        processorHashHigh = new long[data.processors];
        processorHashLow = new long[data.processors];
        allocate(PILOT_BITS);
    }

    private void allocate(int newBits) {
        bits = newBits;
        int cap = 1 << newBits;
        keyHigh = new long[cap]; keyLow = new long[cap]; lastStartOf = new double[cap]; makespanOf = new double[cap]; lastTaskOf = new int[cap];
    }

    /** Grows the table once the search has passed 200,000 nodes. */
    void grow(long nodes) {
        if (bits < largeBits && nodes > 200_000) allocate(largeBits);
    }

    void clear() {
        Arrays.fill(keyHigh, 0);
        Arrays.fill(keyLow, 0);
    }

    private static long mix(long h, long x) {
        h ^= x;
        h *= 0x9E3779B97F4A7C15L;
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        return h ^ (h >>> 32);
    }

    /** Has a state with the same future been explored with no larger (last start, last task) and makespan so far? Records this one otherwise. */
    boolean dominated() {
        int n = data.tasks, P = data.processors;
        int[] kind = rules.kind;
        for (int p = 0; p < P; p++) {
            double free = state.free[p];
            long a = mix(0x1234567L, Double.doubleToLongBits(free) * 31 + (state.used[p] > 0 ? 1 : 0));
            long b = mix(0x7654321L, Double.doubleToLongBits(free) * 17 + (state.used[p] > 0 ? 3 : 0));
            int last = state.lastOn[p];
            if (rules.enabled && last >= 0 && kind[last] != 0) {
                a = mix(a, Double.doubleToLongBits(state.lastOnValue[p]) * 131 + rules.key[last] * 7L + kind[last]);
                b = mix(b ^ 0x2545F491L, Double.doubleToLongBits(state.lastOnValue[p]) + 8191L * rules.key[last] + 3L * kind[last]);
                a = mix(a, Double.doubleToLongBits(state.lastOnStart[p]));   // the rules read the last task's start too
                b = mix(b, ~Double.doubleToLongBits(state.lastOnStart[p]));
            }
            for (int t = 0; t < n; t++) if (state.instances[t] == 0 && heads.onFrontier[t]) {
                long v = Double.doubleToLongBits(heads.frontierArrival[t * P + p]);
                a = mix(a, v * 1000003L + t);
                b = mix(b ^ 0x5bd1e995L, v + 7919L * t);
            }
            processorHashHigh[p] = a; processorHashLow[p] = b;
        }
        if (data.identicalProcessors) {
            for (int i = 1; i < P; i++) {
                long x = processorHashHigh[i], y = processorHashLow[i];
                int j = i - 1;
                while (j >= 0 && (processorHashHigh[j] > x || (processorHashHigh[j] == x && processorHashLow[j] > y))) {
                    processorHashHigh[j + 1] = processorHashHigh[j]; processorHashLow[j + 1] = processorHashLow[j]; j--;
                }
                processorHashHigh[j + 1] = x; processorHashLow[j + 1] = y;
            }
        }
        long ka = 0x9E3779B97F4A7C15L, kb = 0x632BE59BD9B4E019L;
        for (int t = 0; t < n; t++) if (state.instances[t] > 0) { ka = mix(ka, t + 1); kb = mix(kb, 31L * t + 5); }
        for (int p = 0; p < P; p++) { ka = mix(ka, processorHashHigh[p]); kb = mix(kb, processorHashLow[p]); }
        if (ka == 0 && kb == 0) ka = 1;
        int mask = (1 << bits) - 1;
        int idx = (int) (ka ^ (ka >>> 32)) & mask;
        int empty = -1;
        double lastStart = state.lastStart, makespan = state.makespanSoFar;
        int lastTask = state.lastTask;
        for (int k = 0; k < 8; k++) {
            int i = (idx + k) & mask;
            if (keyHigh[i] == ka && keyLow[i] == kb) {
                boolean orderOk = lastStartOf[i] < lastStart || (lastStartOf[i] == lastStart && lastTaskOf[i] <= lastTask);
                if (orderOk && makespanOf[i] <= makespan) { hits++; return true; }
                lastStartOf[i] = lastStart; lastTaskOf[i] = lastTask; makespanOf[i] = makespan;
                return false;
            }
            if (empty < 0 && keyHigh[i] == 0 && keyLow[i] == 0) empty = i;
        }
        int i = empty >= 0 ? empty : idx;
        keyHigh[i] = ka; keyLow[i] = kb; lastStartOf[i] = lastStart; lastTaskOf[i] = lastTask; makespanOf[i] = makespan;
        return false;
    }
}
