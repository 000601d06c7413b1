package gaplab.plot;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Number formatting and plain text tables for the terminal. */
public final class Fmt {
    private Fmt() {}

    /** Up to 6 significant digits, integers without a decimal point, NaN as "-". */
    public static String num(double v) {
        if (Double.isNaN(v)) return "-";
        if (Double.isInfinite(v)) return v > 0 ? "inf" : "-inf";
        if (v == Math.rint(v) && Math.abs(v) < 1e12) return Long.toString((long) v);
        return String.format(Locale.ROOT, "%.6g", v).replaceAll("(\\.\\d*?)0+(e|$)", "$1$2").replaceAll("\\.(e|$)", "$1");
    }

    /** Rounded to {@code digits} significant digits for titles ("T = 31.13"), but never in the integer part (12345.6 is 12346). */
    public static String sig(double v, int digits) {
        if (!Double.isFinite(v) || v == 0) return num(v);
        int whole = (int) Math.floor(Math.log10(Math.abs(v))) + 1;
        return num(new java.math.BigDecimal(v).round(new java.math.MathContext(Math.max(digits, whole))).doubleValue());
    }

    /** Seconds as "42s", "3m05s" or "1h02m" (progress lines and summaries). */
    public static String duration(double s) {
        long t = Math.round(s);
        if (t < 60) return t + "s";
        if (t < 3600) return String.format(Locale.ROOT, "%dm%02ds", t / 60, t % 60);
        return String.format(Locale.ROOT, "%dh%02dm", t / 3600, (t / 60) % 60);
    }

    /** XML-escapes text for HTML and SVG. */
    public static String esc(String t) {
        return t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    public static String ratio(double r) {
        return Double.isNaN(r) ? "-" : String.format(Locale.ROOT, "%.4f", r);
    }

    /** A left-aligned table with a header row and a rule. */
    public static String table(List<String> header, List<List<String>> rows) {
        int n = header.size();
        int[] w = new int[n];
        List<List<String>> all = new ArrayList<>();
        all.add(header);
        all.addAll(rows);
        for (List<String> r : all) for (int i = 0; i < n; i++) w[i] = Math.max(w[i], r.get(i).length());
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < all.size(); k++) {
            List<String> r = all.get(k);
            for (int i = 0; i < n; i++) {
                sb.append(r.get(i));
                if (i < n - 1) sb.append(" ".repeat(w[i] - r.get(i).length() + 2));
            }
            sb.append('\n');
            if (k == 0) {
                for (int i = 0; i < n; i++) { sb.append("-".repeat(w[i])); if (i < n - 1) sb.append("  "); }
                sb.append('\n');
            }
        }
        return sb.toString();
    }
}
