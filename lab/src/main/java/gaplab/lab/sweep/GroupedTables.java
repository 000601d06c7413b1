package gaplab.lab.sweep;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Results as tables for a page: a Markdown table of each method's ratios per value of some instance
 * options or size options ({@code --by machine,bandwidth}), and a CSV with one line per instance (its
 * options, the reference of each variant, each exact method's status, value, bound, gap and time, and each
 * heuristic's ratio). Ratios against a proven optimum and against a lower bound only are counted apart: the
 * mean, median and worst are over the ratios to the optimum; "mean ≤" and "worst ≤" are over the ratios to a
 * lower bound, upper bounds on the true ratios (as in {@link LatexTables} and the report).
 */
public final class GroupedTables {
    private GroupedTables() {}

    /** A ratio counts as optimal within this relative tolerance (the checkers' own is tighter; this is for display). */
    static final double OPTIMAL = 1e-9;

    /** The Markdown table: a line per method and value of the {@code by} options, in method order, then in natural order of the values. */
    public static String markdown(List<Export.Located> rows, List<String> by) {
        Map<String, Integer> methodOrder = new LinkedHashMap<>();
        TreeMap<String, List<Ratios.Rated>> groups = new TreeMap<>((a, b) -> {
            String[] x = a.split("\u0000", -1), y = b.split("\u0000", -1);
            int c = Integer.compare(methodOrder.get(x[0]), methodOrder.get(y[0]));
            for (int i = 1; c == 0 && i < x.length; i++) c = Ratios.natural(x[i], y[i]);
            return c;
        });
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            if (r.isBound()) continue;
            methodOrder.putIfAbsent(r.problem() + " " + r.method(), methodOrder.size());
            StringBuilder k = new StringBuilder(r.problem() + " " + r.method());
            for (String o : by) k.append('\u0000').append(r.size().getOrDefault(o, "-"));
            groups.computeIfAbsent(k.toString(), x -> new ArrayList<>()).add(l.rated());
        }
        boolean oneProblem = rows.stream().map(l -> l.rated().row().problem()).distinct().count() <= 1;
        StringBuilder b = new StringBuilder("| method");
        for (String o : by) b.append(" | ").append(o);
        b.append(" | rows | vs optimum | optimal | mean | median | worst | vs bound only | mean ≤ | worst ≤ |\n|---");
        b.append("|---".repeat(by.size())).append("|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (var g : groups.entrySet()) {
            String[] k = g.getKey().split("\u0000", -1);
            List<Double> opt = new ArrayList<>();
            double worstBound = Double.NaN, sumBound = 0;
            int bound = 0;
            for (Ratios.Rated x : g.getValue()) {
                if (Double.isNaN(x.ratio())) continue;
                if (x.reference().kind().equals("bound")) {
                    bound++;
                    sumBound += x.ratio();
                    worstBound = Double.isNaN(worstBound) ? x.ratio() : Math.max(worstBound, x.ratio());
                } else opt.add(x.ratio());
            }
            double[] v = opt.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            long optimal = Arrays.stream(v).filter(x -> x <= 1 + OPTIMAL).count();
            b.append("| ").append(oneProblem ? k[0].substring(k[0].indexOf(' ') + 1) : k[0]);
            for (int i = 1; i < k.length; i++) b.append(" | ").append(k[i]);
            b.append(" | ").append(g.getValue().size()).append(" | ").append(v.length).append(" | ").append(optimal)
                    .append(" | ").append(f(v.length == 0 ? Double.NaN : Arrays.stream(v).average().orElse(Double.NaN)))
                    .append(" | ").append(f(median(v))).append(" | ").append(f(v.length == 0 ? Double.NaN : v[v.length - 1]))
                    .append(" | ").append(bound).append(" | ").append(bound == 0 ? "-" : "≤ " + f(sumBound / bound))
                    .append(" | ").append(Double.isNaN(worstBound) ? "-" : "≤ " + f(worstBound)).append(" |\n");
        }
        return b.toString();
    }

    static double median(double[] sorted) {
        int n = sorted.length;
        if (n == 0) return Double.NaN;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static String f(double v) { return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.4f", v); }

    /**
     * One CSV line per instance: problem, instance, its options (the union over the rows, sorted), the reference
     * and its kind per variant ({@code reference}, {@code reference_kind}; {@code reference_duplication}, … for
     * other variants), per exact method its status, objective, bound, gap ((objective − bound) / objective) and
     * seconds, per heuristic its ratio (empty when the instance has no reference of its variant). A method with
     * several rows of one instance (a sweep re-run with another time limit) shows its last row; the references
     * use every row.
     */
    public static String perInstance(List<Export.Located> rows) {
        TreeSet<String> keys = new TreeSet<>();
        List<String> variants = new ArrayList<>(), exact = new ArrayList<>(), heuristics = new ArrayList<>();
        Map<String, Map<String, Ratios.Rated>> byInstance = new TreeMap<>((a, b) -> Ratios.natural(a, b));
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            if (r.isBound()) continue;
            keys.addAll(r.size().keySet());
            String v = Ratios.variant(r);
            if (!variants.contains(v)) variants.add(v);
            List<String> list = "exact".equals(r.kind()) ? exact : heuristics;
            if (!list.contains(r.method())) list.add(r.method());
            byInstance.computeIfAbsent(r.problem() + "\u0000" + r.instance(), k -> new LinkedHashMap<>()).put(r.method(), l.rated());
        }
        variants.sort(String::compareTo);
        List<String> head = new ArrayList<>(List.of("problem", "instance"));
        head.addAll(keys);
        for (String v : variants) {
            String s = v.isEmpty() ? "" : "_" + v;
            head.add("reference" + s);
            head.add("reference_kind" + s);
        }
        for (String m : exact) for (String c : List.of("status", "objective", "bound", "gap", "seconds")) head.add(m + " " + c);
        for (String m : heuristics) head.add(m + " ratio");
        StringBuilder b = new StringBuilder(String.join(",", head.stream().map(Export::cell).toList())).append('\n');
        for (var e : byInstance.entrySet()) {
            Map<String, Ratios.Rated> ms = e.getValue();
            ResultRow any = ms.values().iterator().next().row();
            List<String> c = new ArrayList<>(List.of(any.problem(), any.instance()));
            for (String k : keys) c.add(any.size().getOrDefault(k, ""));
            for (String v : variants) {
                Ratios.Reference ref = ms.values().stream().filter(x -> Ratios.variant(x.row()).equals(v)).map(Ratios.Rated::reference)
                        .findFirst().orElse(new Ratios.Reference(Double.NaN, "", false));
                c.add(Export.num(ref.value()));
                c.add(ref.kind() + (ref.conflict() ? " (conflict)" : ""));
            }
            for (String m : exact) {
                Ratios.Rated x = ms.get(m);
                if (x == null) { c.addAll(List.of("", "", "", "", "")); continue; }
                ResultRow r = x.row();
                double gap = r.proven() ? 0 : (r.checked() - r.bound()) / r.checked();
                c.addAll(List.of(r.status(), Export.num(r.checked()), Export.num(r.bound()), Double.isFinite(gap) ? Export.num(gap) : "",
                        Export.num(Math.round(r.millis()) / 1000.0)));
            }
            for (String m : heuristics) c.add(ms.containsKey(m) ? Export.num(ms.get(m).ratio()) : "");
            b.append(String.join(",", c.stream().map(Export::cell).toList())).append('\n');
        }
        return b.toString();
    }
}
