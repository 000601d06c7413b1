package gaplab.plot;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Axis ticks at "nice" numbers (1, 2 or 5 × 10^k) and their labels, for every chart and Gantt time axis. */
public final class Axis {
    private Axis() {}

    /** About {@code n} round tick values covering [lo, hi]. */
    public static double[] ticks(double lo, double hi, int n) {
        double span = hi - lo;
        if (!(span > 0)) return new double[]{lo};
        double step = Math.pow(10, Math.floor(Math.log10(span / n)));
        double err = span / n / step;
        if (err >= 7.5) step *= 10; else if (err >= 3.5) step *= 5; else if (err >= 1.5) step *= 2;
        double start = Math.floor(lo / step) * step, end = Math.ceil(hi / step) * step;
        List<Double> t = new ArrayList<>();
        for (double v = start; v <= end + step * 1e-9; v += step) t.add(Math.abs(v) < step * 1e-9 ? 0 : v);
        return t.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** Ticks for whole-number data (sizes, counts): nice ticks with a step of at least 1. */
    public static double[] wholeTicks(double lo, double hi, int n) {
        double[] t = java.util.Arrays.stream(ticks(lo, hi, n)).filter(v -> v == Math.rint(v)).toArray();
        if (t.length >= 2) return t;
        return java.util.stream.IntStream.rangeClosed((int) Math.floor(lo), (int) Math.ceil(hi)).asDoubleStream().toArray();
    }

    /** Ticks of [0, hi] that stay inside it (a time axis that starts at 0). */
    public static double[] ticksFromZero(double hi, int n) {
        return java.util.Arrays.stream(ticks(0, hi, n)).filter(t -> t <= hi * (1 + 1e-9)).toArray();
    }

    /** A tick label: integers as integers, others with at most 4 decimals. */
    public static String label(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e9) return Long.toString((long) v);
        if (Math.abs(v) >= 1e-3 && Math.abs(v) < 1e6) {
            String s = String.format(Locale.ROOT, "%.4f", v);
            return s.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        return String.format(Locale.ROOT, "%.2g", v);
    }
}
