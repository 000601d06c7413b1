package gaplab.cli.unrelated;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.plot.Fmt;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.analysis.unrelated.Metrics;
import gaplab.lab.requirements.Requirements;
import gaplab.lab.requirements.Requirements.Req;
import gaplab.model.unrelated.UnrelatedFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code gaplab metrics properties [--metric NAME] [--requirement R] [--seed N] [--trials N] [--json]}:
 * searches small random instances for a violation of the requirements (hm), (sp), (id), (e1), (e2)
 * of seed 004 §3.1, shrinks each violation found and prints it next to what the paper says.
 */
@Command(name = "properties", mixinStandardHelpOptions = true,
        description = {"Search counterexamples to the requirements of seed 004 §3.1, for every metric or one.",
                "The requirements:",
                "(hm) identical-machine definitions, (sp) shorter makespan -> higher speedup, (id) ideal speedup",
                "never exceeded, (e1) efficiency <= 1, (e2) shorter makespan -> higher efficiency.",
                "Violations are shrunk to a small instance and printed."})
public final class PropertiesCommand implements Callable<Integer> {

    @Option(names = "--metric", paramLabel = "NAME", description = "only this metric (e.g. E_locref, m_eff)")
    String metric;

    @Option(names = "--requirement", paramLabel = "R", description = "only this requirement: hm, sp, id, e1, e2")
    String requirement;

    @Option(names = "--seed", defaultValue = "1", description = "random seed (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--trials", defaultValue = "2000", description = "random instances per metric and requirement (default ${DEFAULT-VALUE})")
    int trials;

    @Option(names = "--json", description = "print one JSON object")
    boolean json;

    @Override
    public Integer call() throws InputException {
        List<Metrics.Metric> ms = Requirements.checkable();
        if (metric != null) {
            var m = Metrics.byKey(metric);
            if (m.isEmpty() || Requirements.applicable(m.get()).isEmpty())
                throw new InputException("--metric", "unknown metric '" + metric + "'; known: " + String.join(", ", ms.stream().map(Metrics.Metric::key).toList()));
            ms = List.of(m.get());
        }
        Req only = null;
        if (requirement != null)
            only = Req.of(requirement).orElseThrow(() -> new InputException("--requirement", "unknown requirement '" + requirement + "'; known: hm, sp, id, e1, e2"));
        if (trials < 1) throw new InputException("--trials", "must be at least 1");
        List<Requirements.Result> results = new ArrayList<>();
        for (Metrics.Metric m : ms)
            for (Req r : Requirements.applicable(m))
                if (only == null || r == only) results.add(Requirements.search(m, r, seed, trials));
        if (json) {
            ObjectNode o = JsonInput.MAPPER.createObjectNode();
            o.put("seed", seed);
            o.put("trials", trials);
            ArrayNode arr = o.putArray("results");
            for (var r : results) {
                ObjectNode e = arr.addObject();
                e.put("metric", r.metric().key());
                e.put("requirement", r.req().code);
                e.put("paper", r.claim().name().toLowerCase());
                e.put("violated", r.violated());
                e.put("agreement", r.agreement());
                e.put("trials", r.trials());
                if (r.violated()) {
                    e.put("violation", r.detail());
                    e.set("instance", UnrelatedFormat.toJson(r.witness().instance()));
                    ArrayNode a = e.putArray("assignment");
                    Arrays.stream(r.witness().a()).forEach(a::add);
                    if (r.req() == Req.SP || r.req() == Req.E2) {
                        ArrayNode b = e.putArray("assignmentB");
                        Arrays.stream(r.witness().b()).forEach(b::add);
                    }
                    e.put("reference", r.witness().ref());
                }
            }
            System.out.println(o.toPrettyString());
            return 0;
        }
        List<List<String>> rows = new ArrayList<>();
        for (var r : results)
            rows.add(List.of(r.metric().key(), "(" + r.req().code + ")", r.claim().name().toLowerCase().replace('_', ' '),
                    r.violated() ? "VIOLATED (after " + r.trials() + " trials)" : "none in " + r.trials(), r.agreement()));
        System.out.print(Fmt.table(List.of("metric", "req", "paper", "counterexample", "verdict"), rows));
        for (var r : results) {
            if (!r.violated()) continue;
            System.out.println();
            System.out.println(r.metric().key() + " violates (" + r.req().code + ") " + r.req().meaning + ":");
            System.out.print(Requirements.describe(r.metric(), r.req(), r.witness()));
        }
        return 0;
    }
}
