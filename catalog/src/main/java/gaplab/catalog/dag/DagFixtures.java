package gaplab.catalog.dag;

import com.fasterxml.jackson.databind.JsonNode;
import gaplab.fixtures.FixtureFiles;
import gaplab.model.core.Fixture;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.TaskGraph;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** The built-in task graphs: each fixture file with the machine its index names (or the DOT file's target system). */
final class DagFixtures {
    private DagFixtures() {}

    static List<Fixture<DagInstance>> fixtures() {
        List<Fixture<DagInstance>> out = new ArrayList<>();
        List<String> machines = new ArrayList<>();
        try {
            JsonNode idx = JsonInput.MAPPER.readTree(FixtureFiles.read("/gaplab/fixtures/dag/index.json"));
            for (JsonNode e : idx) machines.add(e.hasNonNull("machine") ? e.get("machine").asText() : null);
        } catch (IOException | IllegalStateException e) {
            return out;
        }
        List<FixtureFiles.Entry> entries = FixtureFiles.list("dag");
        for (int i = 0; i < entries.size(); i++) {
            FixtureFiles.Entry e = entries.get(i);
            try {
                String spec = machines.get(i);
                DagInstance inst;
                if (e.file().endsWith(".json")) {
                    JsonInput in = JsonInput.parse(e.location(), e.text());
                    TaskGraph g = DagFormats.graphJson(in.object("graph"));
                    Machine m = spec != null ? Machine.parse(spec) : Machine.readJson(in.object("machine"));
                    inst = new DagInstance(g, m, DagFormats.costMatrix(in.object("graph"), m));
                } else {
                    TaskGraph g = DagFormats.parseGraph(e.location(), e.text());
                    inst = new DagInstance(g, spec != null ? Machine.parse(spec) : Machine.complete(g.targetProcessors(), 1.0));
                }
                out.add(new Fixture<>(e.name() + (spec != null ? "@" + spec : ""), inst, e.optimum(), e.source()));
            } catch (InputException ex) {
                throw new IllegalStateException("bad fixture " + e.location() + ": " + ex.getMessage());
            }
        }
        return out;
    }
}
