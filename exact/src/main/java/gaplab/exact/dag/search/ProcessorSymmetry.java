package gaplab.exact.dag.search;

import gaplab.model.dag.Machine;
import java.util.HashMap;
import java.util.Map;

/**
 * Symmetry breaking on processors. On identical processors (same speed, same λ between any two) an
 * empty processor is tried only if it is the first empty one (relabelling processors by first use
 * keeps the order property). On other machines without duplication (ring, mesh, hypercube, a λ matrix)
 * an unused processor may be used first only if no automorphism of the machine ({@link
 * Machine#automorphisms}) that fixes every used processor maps it to a smaller index; relabelling a
 * schedule by such an automorphism changes no time. Cached per set of used processors.
 */
final class ProcessorSymmetry {
    private final InstanceData data;
    private final PartialSchedule state;
    private final Map<Long, boolean[]> allowedBySet = new HashMap<>();

    ProcessorSymmetry(InstanceData data, PartialSchedule state) {
        this.data = data;
        this.state = state;
    }

    /** On identical processors: the first unused processor (−1: none, or the processors differ). */
    int firstEmpty() {
        if (data.identicalProcessors) for (int p = 0; p < data.processors; p++) if (state.used[p] == 0) return p;
        return -1;
    }

    /** With automorphisms: which unused processors may be used first; null when there is no such rule. */
    boolean[] allowedNewProcessors() {
        if (data.automorphisms == null) return null;
        long mask = 0;
        for (int p = 0; p < data.processors; p++) if (state.used[p] > 0) mask |= 1L << p;
        boolean[] allowed = allowedBySet.get(mask);
        if (allowed != null) return allowed;
        allowed = Machine.leastInOrbits(data.automorphisms, mask);
        allowedBySet.put(mask, allowed);
        return allowed;
    }

    /** May the search append to p, given the first empty processor and the allowed new ones? */
    boolean allows(int p, int firstEmpty, boolean[] allowedNew) {
        if (state.used[p] != 0) return true;
        if (data.identicalProcessors && p != firstEmpty) return false;
        return allowedNew == null || allowedNew[p];
    }
}
