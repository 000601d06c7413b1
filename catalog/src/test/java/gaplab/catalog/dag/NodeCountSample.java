package gaplab.catalog.dag;

import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Schedule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Not part of the default run: prints the exact searches' status, makespan and node counts on a fixed
 * sample (every 60th graph of ../shared/data/sinnen-optimal in name order, and 40 seeded random small
 * instances with and without duplication), so that a refactoring can show the same node counts.
 * {@code -Dgaplab.nodes.params=probe-share=0} passes search settings. Run: {@code mvn -o -pl catalog -am test -Dtest=NodeCountSample -Dsurefire.failIfNoSpecifiedTests=false -Dgaplab.nodes=OUT.txt}.
 */
class NodeCountSample {
    @Test
    @EnabledIfSystemProperty(named = "gaplab.nodes", matches = ".+")
    void printNodeCounts() throws Exception {
        List<String> out = new ArrayList<>();
        Path data = Path.of("../../shared/data/sinnen-optimal");
        if (!Files.isDirectory(data)) data = Path.of("../shared/data/sinnen-optimal");
        List<Path> files;
        try (Stream<Path> s = Files.list(data)) {
            files = s.filter(p -> p.toString().endsWith(".dot")).sorted().toList();
        }
        Options o = Options.defaults().withTimeLimit(30);
        String params = System.getProperty("gaplab.nodes.params", "");
        for (String kv : params.isEmpty() ? new String[0] : params.split(",")) o = o.with(kv.split("=")[0], kv.split("=")[1]);
        for (int i = 0; i < files.size(); i += 60) {
            DagInstance inst = DagFormats.readInstance(files.get(i), null);
            out.add(line(files.get(i).getFileName().toString(), DagProblem.exact(), inst, o));
        }
        for (long seed = 1; seed <= 40; seed++) {
            DagInstance inst = DagPropertiesTest.random(seed * 7919, 9, 4);
            out.add(line("random-" + seed, DagProblem.exact(), inst, o));
            out.add(line("random-" + seed + "-dup", DagProblem.exactDup(), inst, o));
        }
        Files.write(Path.of(System.getProperty("gaplab.nodes")), out);
    }

    private static String line(String name, DagSolver s, DagInstance inst, Options o) {
        Outcome<Schedule> r = s.solve(inst, o);
        return name + "\t" + r.status() + "\t" + r.objective() + "\t" + r.note() + "\t" + r.millis() + " ms";
    }
}
