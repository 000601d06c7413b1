package gaplab.lab.crosscheck;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.lab.sweep.ResultRow;
import gaplab.lab.sweep.ResultsFile;
import gaplab.lab.sweep.Sweep;
import gaplab.lab.sweep.SweepConfig;
import gaplab.lab.sweep.SweepInstances;
import gaplab.model.core.InputException;
import gaplab.model.core.InstanceSpace;
import gaplab.model.core.JsonInput;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * A cross-check of a problem's exact methods on seeded instances ({@code gaplab crosscheck}): instance k
 * draws each size option from the problem's {@link InstanceSpace#crossCheckVariety() variety} (or the
 * user's lists) and is generated with seed S + k; every variant's exact methods solve it (by default the
 * variant's oracle and its second opinion, e.g. {@code exact} and {@code cpsat}). The run is a sweep
 * ({@code OUT/crosscheck.json}), so it resumes and replays like one; {@link Agreement} judges the rows.
 */
public final class CrossCheck {
    private CrossCheck() {}

    /** What to cross-check. {@code variety} maps size options to the values drawn from (one value fixes it). */
    public record Plan(String problem, int count, long seed, Map<String, List<String>> variety, List<String> methods,
                       double timeLimit, Path out) {}

    /** The methods compared in each variant ("" = the problem as stated). */
    public static <I, S> Map<String, List<String>> methodsByVariant(Problem<I, S> p, List<String> names) throws InputException {
        Map<String, List<String>> by = new LinkedHashMap<>();
        if (names.isEmpty()) {
            for (Solver<I, S> m : p.methods())
                if (m.exact() && !m.boundOnly()) by.computeIfAbsent(p.variant(m), v -> new ArrayList<>());
            for (var e : by.entrySet()) {
                List<Solver<I, S>> exact = p.methods().stream().filter(m -> m.exact() && !m.boundOnly() && p.variant(m).equals(e.getKey())).toList();
                e.getValue().add(exact.get(0).name());
                // the second opinion: the variant's last exact method (the independent backend is listed last)
                if (exact.size() > 1) e.getValue().add(exact.get(exact.size() - 1).name());
            }
            by.values().removeIf(l -> l.size() < 2);
            if (by.isEmpty()) throw new InputException("crosscheck", p.name() + " has only one exact method per variant: nothing to compare (name them with --methods)");
            return by;
        }
        for (String n : names) {
            Solver<I, S> m = p.method(n).orElseThrow(() -> new InputException("--methods", "unknown method '" + n + "' for " + p.name()));
            if (!m.exact() || m.boundOnly()) throw new InputException("--methods", "'" + n + "' is not an exact method; a cross-check compares proofs");
            List<String> l = by.computeIfAbsent(p.variant(m), v -> new ArrayList<>());
            if (!l.contains(n)) l.add(n);
        }
        for (var e : by.entrySet())
            if (e.getValue().size() < 2)
                throw new InputException("--methods", "'" + e.getValue().get(0) + "' is the only method of its variant" + (e.getKey().isEmpty() ? "" : " (" + e.getKey() + ")")
                        + ": name at least two exact methods that solve the same variant");
        return by;
    }

    /** The values of one {@code --param} of the cross-check: {@code a,b,c}, a whole-number range {@code 8..14}, or one value. */
    public static List<String> values(String key, String spec) throws InputException {
        List<String> out = new ArrayList<>();
        for (String part : spec.split(",")) {
            String v = part.strip();
            if (v.isEmpty()) throw new InputException("--param " + key, "empty value in '" + spec + "'");
            var range = java.util.regex.Pattern.compile("(-?\\d+)\\.\\.(-?\\d+)").matcher(v);
            if (range.matches()) {
                long a = Long.parseLong(range.group(1)), b = Long.parseLong(range.group(2));
                if (b < a || b - a > 10_000) throw new InputException("--param " + key, "'" + v + "' must be a range FROM..TO with FROM <= TO, at most 10001 values");
                for (long x = a; x <= b; x++) out.add(Long.toString(x));
            } else out.add(v);
        }
        return out;
    }

    /**
     * The size options of every instance, drawn in order from one random source seeded with the seed
     * (a draw the generator rejects, e.g. more PEs than grid points, is drawn again).
     */
    public static <I> List<Map<String, String>> sizes(InstanceSpace<I> space, Map<String, List<String>> variety, int count, long seed)
            throws InputException {
        SplittableRandom rng = new SplittableRandom(seed);
        List<Map<String, String>> out = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            for (int attempt = 0; ; attempt++) {
                Map<String, String> size = new TreeMap<>();
                for (var e : variety.entrySet()) size.put(e.getKey(), e.getValue().get(rng.nextInt(e.getValue().size())));
                try {
                    space.random(new SplittableRandom(seed + k), size);
                    out.add(size);
                    break;
                } catch (InputException e) {
                    if (attempt >= 100) throw e;
                }
            }
        }
        return out;
    }

    /** Writes the cross-check as a sweep config ({@code OUT/crosscheck.json}) and runs it; returns the judged rows. */
    public static <I, S> Agreement.Report run(Problem<I, S> p, Plan plan, Sweep.RunOptions opts, PrintStream err)
            throws InputException, IOException, InterruptedException {
        InstanceSpace<I> space = p.space().orElseThrow(() -> new InputException("crosscheck", p.name() + " has no instance generator"));
        Map<String, List<String>> byVariant = methodsByVariant(p, plan.methods());
        List<Map<String, String>> sizes = sizes(space, plan.variety(), plan.count(), plan.seed());
        ObjectNode cfg = JsonInput.MAPPER.createObjectNode();
        cfg.put("name", "crosscheck-" + p.name());
        cfg.put("problem", p.name());
        cfg.put("out", plan.out().toAbsolutePath().normalize().toString());
        ArrayNode inst = cfg.putArray("instances");
        for (int k = 0; k < sizes.size(); k++) {
            ObjectNode g = inst.addObject().putObject("generator");
            ObjectNode size = g.putObject("size");
            sizes.get(k).forEach(size::put);
            g.putArray("seeds").add(plan.seed() + k);
        }
        ArrayNode ms = cfg.putArray("methods");
        for (List<String> l : byVariant.values()) for (String m : l) ms.addObject().put("name", m).put("timeLimit", plan.timeLimit());
        cfg.put("bounds", "none");
        Files.createDirectories(plan.out());
        Path file = plan.out().resolve("crosscheck.json");
        Files.writeString(file, cfg.toPrettyString() + "\n");
        Sweep.run(SweepConfig.read(file), opts, err);
        // the rows of this plan only (a folder may hold an earlier, larger cross-check)
        List<ResultRow> rows = new ArrayList<>();
        java.util.Set<String> ids = new java.util.HashSet<>();
        for (int k = 0; k < sizes.size(); k++) ids.add(SweepInstances.generatedId(sizes.get(k), plan.seed() + k));
        for (ResultRow r : ResultsFile.read(plan.out().resolve(Sweep.RESULTS)).rows())
            if (ids.contains(r.instance()) && r.timeLimit() == plan.timeLimit()) rows.add(r);
        String groupBy = plan.variety().isEmpty() ? "" : plan.variety().keySet().iterator().next();
        return Agreement.judge(rows, byVariant, groupBy);
    }
}
