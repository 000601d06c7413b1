package gaplab.lab.sweep;

import gaplab.plot.Charts;
import gaplab.plot.Drawing;
import java.util.ArrayList;
import java.util.List;

/**
 * The task-duplication paper's own numbers (seed 002, §4.1 "性能評価", the text on figs. 7–9), drawn over
 * gaplab's measurement by {@code gaplab dag study} and by the report's {@link DagFigures}. The paper gives
 * no table, only "about" (程度) percentages of the gain of algorithm A over its base heuristic per grain,
 * and B's further gain over A; these are those numbers, not results.
 */
public final class DuplicationPaper {
    private DuplicationPaper() {}

    /** The base heuristics, in the order of their columns. */
    public static final List<String> BASES = List.of("ETF", "DL", "MH");

    /** The grains of figs. 7, 8, 9 (seed 002 §4: messages 2–4, 3–7, 10–15). */
    public static final List<String> GRAINS = List.of("fine", "medium", "coarse");

    /**
     * Gain of X+A over X in %, [fine, medium, coarse][ETF, DL, MH]. Seed 002 §4.1: fig. 7 "ETF 2 %, DL and
     * MH 1 %"; fig. 8 "ETF 4 %, DL and MH 2 %"; fig. 9 "ETF 6 %, DL 5 %, MH 7 %". (§5 repeats the coarse case
     * as 6 / 5 / 6 %.)
     */
    static final double[][] GAIN_A = {{2, 1, 1}, {4, 2, 2}, {6, 5, 7}};

    /**
     * Gain of X+B over X in %, where the text gives it: fig. 7 "B hardly improves on A" (so A's value);
     * fig. 8 "ETF: about 1 % more than A" (4 + 1); fig. 9 "ETF and MH: about 1 % more than A" (6 + 1, 7 + 1).
     * NaN: not stated.
     */
    static final double[][] GAIN_B = {{2, 1, 1}, {5, Double.NaN, Double.NaN}, {7, Double.NaN, 8}};

    /** The paper's gain of duplication {@code dup} (0: A, 1: B) over base {@code base} at {@code grain} (a name of {@link #GRAINS}), in %; NaN if not stated. */
    public static double gain(String grain, int base, int dup) {
        int g = GRAINS.indexOf(grain);
        return g < 0 ? Double.NaN : (dup == 0 ? GAIN_A : GAIN_B)[g][base];
    }

    /**
     * Gain of duplication over its own base heuristic, 100 (X − X+d) / X, per grain and base: the mean over
     * the graphs of the grain with min–max whiskers, and the paper's values as diamonds.
     * {@code mk[grain][graph][method]}: makespans, methods in the order base, base+A, base+B for ETF, DL, MH;
     * {@code grains}: the names of the grains (of {@link #GRAINS}).
     */
    public static Drawing gainFigure(List<String> grains, double[][][] mk, String caption) {
        List<String> groups = new ArrayList<>();
        for (String g : grains) for (String b : BASES) groups.add(g + " " + b);
        double[][][] v = gains(grains, mk);
        return Charts.bars("Figs. 7-9 in the paper's terms: gain of duplication A or B over its own heuristic X, mean of all graphs",
                "(X - X+d) / X  [%]", groups, List.of("algorithm A", "algorithm B"), v[0], v[1], v[2], v[3],
                "paper, seed 002 §4.1 (about)", caption);
    }

    /** {mean, min, max, paper}[grain × base][A, B] of the gain 100 (X − X+d) / X over the graphs of {@link #gainFigure}. */
    static double[][][] gains(List<String> grains, double[][][] mk) {
        int n = grains.size() * BASES.size();
        double[][] mean = new double[n][2], lo = new double[n][2], hi = new double[n][2], ref = new double[n][2];
        for (int gi = 0; gi < grains.size(); gi++) for (int b = 0; b < BASES.size(); b++) {
            int g = gi * BASES.size() + b;
            for (int d = 0; d < 2; d++) {
                ref[g][d] = gain(grains.get(gi), b, d);
                double sum = 0, min = Double.POSITIVE_INFINITY, max = Double.NEGATIVE_INFINITY;
                int cnt = 0;
                for (double[] graph : mk[gi]) {
                    double base = graph[b * 3], v = 100 * (base - graph[b * 3 + 1 + d]) / base;
                    sum += v; cnt++; min = Math.min(min, v); max = Math.max(max, v);
                }
                mean[g][d] = cnt == 0 ? Double.NaN : sum / cnt;
                lo[g][d] = cnt == 0 ? Double.NaN : min;
                hi[g][d] = cnt == 0 ? Double.NaN : max;
            }
        }
        return new double[][][]{mean, lo, hi, ref};
    }
}
