package gaplab.catalog.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSpace;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/** The seeded graphs the agreement tests draw: instance k on complete, ring, mesh and hypercube machines in turn. */
final class OnEveryTopology {
    private OnEveryTopology() {}

    static final String[] TOPOLOGIES = {"complete", "ring", "mesh", "hypercube"};

    /**
     * Instance k: the k-th topology (mesh and hypercube with 4 processors, the others with 2 to
     * maxProcessors), minTasks + [0, taskSpread) tasks, density 0.4 and the CCR drawn last (the draws in this order keep
     * the tests' seeded instances as they were).
     */
    static DagInstance instance(SplittableRandom r, int k, int maxProcessors, int minTasks, int taskSpread, Supplier<String> ccr)
            throws gaplab.model.core.InputException {
        String topo = TOPOLOGIES[k % TOPOLOGIES.length];
        int p = topo.equals("hypercube") || topo.equals("mesh") ? 4 : 2 + r.nextInt(maxProcessors - 1);
        String tasks = "" + (minTasks + r.nextInt(taskSpread));
        return new DagSpace().random(r, Map.of("tasks", tasks, "processors", "" + p, "topology", topo, "ccr", ccr.get(), "density", "0.4"));
    }
}
