package gaplab.lab.crosscheck;

import gaplab.lab.sweep.ResultRow;
import static gaplab.lab.sweep.Report.ms;
import gaplab.plot.Fmt;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Judges a cross-check: for each instance and variant, the smallest objective of a solution the
 * independent checker accepted (an upper bound on the optimum) must not lie below the largest lower
 * bound any method claims (a proven optimum is both). Two proofs of different optima, a valid
 * solution below a proven optimum, and a lower bound above a valid solution are all the same
 * contradiction: a disagreement. A solution the checker rejects and a method that throws are defects too.
 */
public final class Agreement {
    private Agreement() {}

    /** The verdict on one instance in one variant. */
    public enum Kind {
        AGREE("two or more proofs of the same optimum"),
        ONE_PROOF("one proof; the other method's solution and bound are consistent with it"),
        NO_PROOF("no proof; the solutions and bounds are consistent"),
        DISAGREE("a lower bound above a valid solution (e.g. two proofs of different optima)"),
        INVALID("a solution the independent checker rejects"),
        ERROR("a method failed with an error");

        public final String meaning;

        Kind(String meaning) { this.meaning = meaning; }

        public boolean defect() { return this == DISAGREE || this == INVALID || this == ERROR; }
    }

    /** One instance in one variant: the verdict, the best lower bound and best valid objective, why, and the rows. */
    public record Finding(String instance, String variant, Kind kind, double lower, double upper, String why, List<ResultRow> rows) {}

    /** Every finding, the methods compared per variant, and the size option the tables group by. */
    public record Report(List<Finding> findings, Map<String, List<String>> methods, String groupBy) {
        public List<Finding> defects() { return findings.stream().filter(f -> f.kind().defect()).toList(); }

        public long count(Kind k) { return findings.stream().filter(f -> f.kind() == k).count(); }

        public long instances() { return findings.stream().map(Finding::instance).distinct().count(); }
    }

    /** Judges the rows (one per instance and method) against each other, variant by variant. */
    public static Report judge(List<ResultRow> rows, Map<String, List<String>> methods, String groupBy) {
        Map<String, Map<String, ResultRow>> byInstance = new TreeMap<>(gaplab.lab.sweep.Ratios::natural);
        for (ResultRow r : rows) byInstance.computeIfAbsent(r.instance(), k -> new LinkedHashMap<>()).put(r.method(), r);
        List<Finding> out = new ArrayList<>();
        for (var e : byInstance.entrySet())
            for (var v : methods.entrySet()) {
                List<ResultRow> rs = new ArrayList<>();
                for (String m : v.getValue()) if (e.getValue().containsKey(m)) rs.add(e.getValue().get(m));
                if (rs.size() == v.getValue().size()) out.add(finding(e.getKey(), v.getKey(), rs));
            }
        return new Report(out, methods, groupBy);
    }

    static Finding finding(String instance, String variant, List<ResultRow> rs) {
        for (ResultRow r : rs) if (r.status().equals("ERROR")) return new Finding(instance, variant, Kind.ERROR, Double.NaN, Double.NaN, r.method() + ": " + r.note(), rs);
        for (ResultRow r : rs)
            if (!r.verified() && r.note().startsWith("checker:")) return new Finding(instance, variant, Kind.INVALID, Double.NaN, Double.NaN, r.method() + "'s solution: " + r.note(), rs);
        ResultRow best = null, boundBy = null;
        for (ResultRow r : rs) {
            if (r.verified() && (best == null || r.checked() < best.checked())) best = r;
            if (!Double.isNaN(r.bound()) && (boundBy == null || r.bound() > boundBy.bound())) boundBy = r;
        }
        double upper = best == null ? Double.NaN : best.checked(), lower = boundBy == null ? Double.NaN : boundBy.bound();
        if (best != null && boundBy != null && lower > upper + 1e-6 * Math.max(1, Math.abs(upper))) {
            String why = boundBy.proven() && best.proven()
                    ? "proofs differ: " + boundBy.method() + " proves " + Fmt.num(lower) + ", " + best.method() + " proves " + Fmt.num(upper)
                    : boundBy.method() + (boundBy.proven() ? "'s proven optimum " : "'s lower bound ") + Fmt.num(lower) + " is above "
                    + best.method() + "'s valid solution of " + Fmt.num(upper);
            return new Finding(instance, variant, Kind.DISAGREE, lower, upper, why, rs);
        }
        long proofs = rs.stream().filter(ResultRow::proven).count();
        Kind k = proofs >= 2 ? Kind.AGREE : proofs == 1 ? Kind.ONE_PROOF : Kind.NO_PROOF;
        return new Finding(instance, variant, k, lower, upper, "", rs);
    }

    /** Per variant and method: instances, proofs, proofs no other method had, and the times to proof. */
    public static String methodTable(Report rep) {
        List<List<String>> cells = new ArrayList<>();
        for (var v : rep.methods().entrySet())
            for (String m : v.getValue()) {
                int n = 0, proved = 0, only = 0;
                List<Double> times = new ArrayList<>();
                for (Finding f : rep.findings()) {
                    if (!f.variant().equals(v.getKey())) continue;
                    n++;
                    ResultRow r = f.rows().stream().filter(x -> x.method().equals(m)).findFirst().orElseThrow();
                    if (!r.proven()) continue;
                    proved++;
                    times.add(r.millis());
                    if (f.rows().stream().filter(ResultRow::proven).count() == 1) only++;
                }
                times.sort(Comparator.naturalOrder());
                cells.add(List.of(variantName(v.getKey()), m, proved + "/" + n, Integer.toString(only), quantile(times, 0.5), quantile(times, 0.9),
                        times.isEmpty() ? "-" : ms(times.get(times.size() - 1))));
            }
        return Fmt.table(List.of("variant", "method", "proved", "only proof", "median proof", "p90 proof", "max proof"), cells);
    }

    /** Proofs per value of the grouping size option (e.g. tasks), one column per method. */
    public static String sizeTable(Report rep) {
        if (rep.groupBy().isEmpty()) return "";
        Map<String, Map<String, int[]>> by = new TreeMap<>(gaplab.lab.sweep.Ratios::natural);
        List<String> cols = new ArrayList<>();
        for (var v : rep.methods().entrySet()) for (String m : v.getValue()) cols.add(m);
        for (Finding f : rep.findings()) {
            String g = f.rows().get(0).size().getOrDefault(rep.groupBy(), "?");
            for (ResultRow r : f.rows()) {
                int[] c = by.computeIfAbsent(g, k -> new LinkedHashMap<>()).computeIfAbsent(r.method(), k -> new int[2]);
                c[1]++;
                if (r.proven()) c[0]++;
            }
        }
        List<List<String>> cells = new ArrayList<>();
        for (var e : by.entrySet()) {
            List<String> row = new ArrayList<>(List.of(e.getKey()));
            for (String m : cols) {
                int[] c = e.getValue().get(m);
                row.add(c == null ? "-" : c[0] + "/" + c[1]);
            }
            cells.add(row);
        }
        List<String> head = new ArrayList<>(List.of(rep.groupBy()));
        head.addAll(cols);
        return Fmt.table(head, cells);
    }

    /** One CSV line per instance, variant and method, with the verdict of the instance in that variant. */
    public static String csv(Report rep) {
        StringBuilder b = new StringBuilder("instance,variant,verdict,lower,upper,method,status,objective,bound,millis,verified,note\n");
        for (Finding f : rep.findings())
            for (ResultRow r : f.rows())
                b.append(String.join(",", f.instance(), variantName(f.variant()), f.kind().name(), Fmt.num(f.lower()), Fmt.num(f.upper()), r.method(), r.status(),
                        Fmt.num(r.objective()), Fmt.num(r.bound()), String.format(java.util.Locale.ROOT, "%.1f", r.millis()), Boolean.toString(r.verified()),
                        csvText(r.note()))).append('\n');
        return b.toString();
    }

    public static String variantName(String v) { return v.isEmpty() ? "as stated" : v; }

    private static String csvText(String s) { return s.matches("[^,\"\\n]*") ? s : "\"" + s.replace("\"", "\"\"").replace("\n", " ") + "\""; }

    private static String quantile(List<Double> sorted, double q) {
        if (sorted.isEmpty()) return "-";
        return ms(sorted.get((int) Math.min(sorted.size() - 1, Math.ceil(q * sorted.size()) - 1)));
    }
}
