package gaplab.lab.sweep;

import gaplab.lab.sweep.ResultRow;
import gaplab.catalog.Runs;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Ratios computed after the fact, over all rows of an instance (the rows of a sweep are independent
 * jobs, so a heuristic's row may be written before the exact method's row of the same instance).
 *
 * <p>Reference of an instance, in this order: the best proven optimum (a verified OPTIMAL row; if two
 * proven values disagree the smallest is used and the instance is flagged {@code conflict}); else the
 * known optimum from the instance list or fixture; else the best (largest) proven lower bound over the
 * bound rows and the bounds the methods reported — then the ratio is only an upper bound on the true
 * ratio and is flagged {@code bound}. A known optimum that disagrees with a proven one is flagged too.
 * The ratio of a row is the checker's recomputed objective / reference; unverified rows have none.
 */
public final class Ratios {
    private Ratios() {}

    /** The reference of one instance. kind: optimum (proven), known, bound, or "" when there is none. */
    public record Reference(double value, String kind, boolean conflict) {}

    /** A row with its reference and ratio. */
    public record Rated(ResultRow row, Reference reference, double ratio) {
        public String ratioKind() {
            if (Double.isNaN(ratio)) return "";
            return switch (reference.kind()) {
                case "optimum" -> "vs proven optimum";
                case "known" -> "vs known optimum";
                case "bound" -> "upper bound (vs lower bound)";
                default -> "";
            };
        }
    }

    /**
     * Rows are rated within their problem variant ({@link gaplab.model.core.Problem#variant}): e.g. task-graph
     * methods with duplication against the exact method with duplication. Bound rows belong to "".
     */
    static String key(ResultRow r) { return r.problem() + "\u0000" + r.instance() + "\u0000" + variant(r); }

    static String variant(ResultRow r) {
        if (r.isBound()) return "";
        return gaplab.catalog.Problems.byName(r.problem()).map(p -> variantOf(p, r.method())).orElse("");
    }

    private static <I, S> String variantOf(gaplab.model.core.Problem<I, S> p, String method) {
        return p.method(method).map(p::variant).orElse("");
    }

    /**
     * The class of instances a row's instance was drawn from, in words: its generator's size options as
     * the problem's space reads them (docs/ratio.md); "instance files" for rows read from files, with the
     * instance options they were read with (e.g. "instance files with bandwidth = 10MB/s, machine = complete:4").
     */
    public static String classOf(ResultRow r) {
        if (r.size().isEmpty()) return r.file() == null || r.file().isEmpty() ? "any instance" : "instance files";
        var problem = gaplab.catalog.Problems.byName(r.problem());
        if (r.seed() < 0 && problem.isPresent() && problem.get().codec().instanceOptions().containsAll(r.size().keySet())) {
            java.util.StringJoiner j = new java.util.StringJoiner(", ", "instance files with ", "");
            new java.util.TreeMap<>(r.size()).forEach((k, v) -> j.add(k + " = " + v));
            return j.toString();
        }
        var space = problem.flatMap(gaplab.model.core.Problem::space);
        if (space.isEmpty()) return "any instance";
        try {
            return space.get().instanceClass(r.size()).describe();
        } catch (gaplab.model.core.InputException e) {
            return "size options not understood (" + e.getMessage() + ")";
        }
    }

    public static Map<String, Reference> references(List<ResultRow> rows) {
        Map<String, List<ResultRow>> by = new LinkedHashMap<>();
        for (ResultRow r : rows) by.computeIfAbsent(key(r), k -> new ArrayList<>()).add(r);
        Map<String, Reference> out = new LinkedHashMap<>();
        for (var e : by.entrySet()) out.put(e.getKey(), reference(e.getValue(), !e.getKey().endsWith("\u0000")));
        return out;
    }

    static boolean differ(double a, double b) { return Math.abs(a - b) > 1e-6 * Math.max(1, Math.max(Math.abs(a), Math.abs(b))); }

    public static Reference reference(List<ResultRow> rows) { return reference(rows, false); }

    /** @param otherVariant the rows solve a variant of the problem, so the instance's known optimum does not apply */
    static Reference reference(List<ResultRow> rows, boolean otherVariant) {
        double proven = Double.NaN, known = Double.NaN, bound = Double.NaN;
        boolean conflict = false;
        for (ResultRow r : rows) {
            if (r.proven() && !Double.isNaN(r.checked())) {
                if (!Double.isNaN(proven) && differ(proven, r.checked())) conflict = true;
                proven = Double.isNaN(proven) ? r.checked() : Math.min(proven, r.checked());
            }
            if (!Double.isNaN(r.known()) && !otherVariant) known = r.known();
            if (!Double.isNaN(r.bound()) && !Double.isInfinite(r.bound()) && (Double.isNaN(bound) || r.bound() > bound)) bound = r.bound();
        }
        if (!Double.isNaN(proven)) {
            if (!Double.isNaN(known) && differ(proven, known)) conflict = true;
            return new Reference(proven, "optimum", conflict);
        }
        if (!Double.isNaN(known)) return new Reference(known, "known", conflict);
        if (!Double.isNaN(bound)) return new Reference(bound, "bound", conflict);
        return new Reference(Double.NaN, "", conflict);
    }

    /** Every row with its ratio, sorted by problem, instance (numbers in ids compare as numbers), method order of appearance. */
    public static List<Rated> rate(List<ResultRow> rows) {
        Map<String, Reference> refs = references(rows);
        List<Rated> out = new ArrayList<>();
        for (ResultRow r : rows) {
            Reference ref = refs.get(key(r));
            double ratio = r.isBound() || !r.verified() ? Double.NaN : Runs.ratio(r.checked(), ref.value());
            out.add(new Rated(r, ref, ratio));
        }
        Map<String, Integer> methodOrder = new LinkedHashMap<>();
        for (ResultRow r : rows) {
            if (methodOrder.containsKey(r.problem() + "\u0000" + r.method())) continue;
            var p = gaplab.catalog.Problems.byName(r.problem());
            if (p.isPresent()) {
                for (var m : p.get().methods()) methodOrder.putIfAbsent(r.problem() + "\u0000" + m.name(), methodOrder.size());
                for (var b : p.get().bounds()) methodOrder.putIfAbsent(r.problem() + "\u0000bound:" + b.name(), methodOrder.size());
            }
            methodOrder.putIfAbsent(r.problem() + "\u0000" + r.method(), methodOrder.size());
        }
        out.sort(Comparator.comparing((Rated x) -> x.row().problem())
                .thenComparing((Rated x) -> x.row().instance(), Ratios::natural)
                .thenComparing(x -> methodOrder.get(x.row().problem() + "\u0000" + x.row().method())));
        return out;
    }

    /** Compares strings with embedded numbers by value ("s2" before "s10"). */
    public static int natural(String a, String b) {
        int i = 0, j = 0;
        while (i < a.length() && j < b.length()) {
            char ca = a.charAt(i), cb = b.charAt(j);
            if (Character.isDigit(ca) && Character.isDigit(cb)) {
                int si = i, sj = j;
                while (i < a.length() && Character.isDigit(a.charAt(i))) i++;
                while (j < b.length() && Character.isDigit(b.charAt(j))) j++;
                String na = a.substring(si, i).replaceFirst("^0+(?=.)", ""), nb = b.substring(sj, j).replaceFirst("^0+(?=.)", "");
                int c = na.length() != nb.length() ? Integer.compare(na.length(), nb.length()) : na.compareTo(nb);
                if (c != 0) return c;
            } else {
                if (ca != cb) return Character.compare(ca, cb);
                i++;
                j++;
            }
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }
}
