package gaplab.cli.dag;

import gaplab.plot.Fmt;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.dag.DagInstance;
import gaplab.catalog.dag.DagProblem;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Machine;
import gaplab.model.dag.RandomDags;
import gaplab.model.dag.Schedule;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code gaplab dag timing}: how long each heuristic takes on one large random graph. */
@Command(name = "dag-timing", mixinStandardHelpOptions = true,
        description = {"Time every heuristic on a large random graph (the seed's §4 generator).",
                "Each is run --repeat times; the first (cold) and the best time are shown."})
public final class DagTimingCommand implements Callable<Integer> {
    @Option(names = "--tasks", defaultValue = "10000", description = "tasks (default ${DEFAULT-VALUE})") int tasks;
    @Option(names = "--machine", defaultValue = "complete:16", description = "machine (default ${DEFAULT-VALUE})") String machine;
    @Option(names = "--grain", defaultValue = "medium", description = "fine | medium | coarse (default ${DEFAULT-VALUE})") String grain;
    @Option(names = "--seed", defaultValue = "1", description = "graph seed (default ${DEFAULT-VALUE})") long seed;
    @Option(names = "--repeat", defaultValue = "3", description = "runs per heuristic (default ${DEFAULT-VALUE})") int repeat;

    @Override
    public Integer call() throws InputException {
        if (tasks < 1) throw new InputException("--tasks", "must be at least 1");
        RandomDags.Grain gr;
        try { gr = RandomDags.Grain.valueOf(grain.toUpperCase(Locale.ROOT)); }
        catch (IllegalArgumentException e) { throw new InputException("--grain", "'" + grain + "' is not fine, medium or coarse"); }
        DagInstance inst = new DagInstance(RandomDags.paper(tasks, gr, seed), Machine.parse(machine));
        System.out.println("graph: " + inst.tasks() + " tasks, " + inst.graph().arcCount() + " arcs; machine " + inst.machine().spec());
        List<List<String>> rows = new ArrayList<>();
        int slow = 0;
        for (DagSolver h : DagProblem.heuristics()) {
            long first = 0, best = Long.MAX_VALUE;
            Schedule s = null;
            for (int k = 0; k < Math.max(1, repeat); k++) {
                long t0 = System.nanoTime();
                s = h.solve(inst, Options.defaults()).solution();
                long ms = (System.nanoTime() - t0) / 1_000_000;
                if (k == 0) first = ms;
                best = Math.min(best, ms);
            }
            var v = DagProblem.PROBLEM.checker().check(inst, s);
            if (first > 2000) slow++;
            rows.add(List.of(h.name(), Fmt.num(s.makespan()), Long.toString(s.duplicates()), first + " ms", best + " ms", v.valid() ? "yes" : "NO: " + v.violation()));
        }
        System.out.print(Fmt.table(List.of("method", "makespan", "copies", "first run", "best run", "verified"), rows));
        System.out.println(slow == 0 ? "every heuristic under 2 s on its first run" : slow + " heuristic(s) took over 2 s on the first run");
        return 0;
    }
}
