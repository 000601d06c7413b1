package gaplab.cli.dag;

import gaplab.model.dag.RandomDags;
import gaplab.plot.Charts;
import gaplab.plot.Drawing;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The task-duplication paper's own numbers (seed 002, §4.1 "性能評価", the text on figs. 7–9), drawn over
 * gaplab's measurement. The paper gives no table, only "about" (程度) percentages of the gain of algorithm A
 * over its base heuristic per grain, and B's further gain over A; these are those numbers, not results.
 */
final class DagStudyPaper {
    private DagStudyPaper() {}

    static final String[] BASES = {"ETF", "DL", "MH"};

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

    /**
     * Gain of duplication over its own base heuristic, 100 (X − X+d) / X, per grain and base: the mean over
     * all graphs of the grain (every size and seed) with min–max whiskers, and the paper's values as diamonds.
     * {@code mk[grain][size][seed][method]}, methods in the order base, base+A, base+B for ETF, DL, MH.
     */
    static Drawing gainFigure(RandomDags.Grain[] grains, List<String> names, double[][][][] mk, String caption) {
        List<String> groups = new ArrayList<>();
        int n = grains.length * BASES.length;
        double[][] mean = new double[n][2], lo = new double[n][2], hi = new double[n][2], ref = new double[n][2];
        for (int gi = 0; gi < grains.length; gi++) for (int b = 0; b < BASES.length; b++) {
            int g = gi * BASES.length + b;
            groups.add(grains[gi].name().toLowerCase(Locale.ROOT) + " " + BASES[b]);
            ref[g][0] = gi < GAIN_A.length ? GAIN_A[gi][b] : Double.NaN;
            ref[g][1] = gi < GAIN_B.length ? GAIN_B[gi][b] : Double.NaN;
            for (int d = 0; d < 2; d++) {
                double sum = 0, min = Double.POSITIVE_INFINITY, max = Double.NEGATIVE_INFINITY;
                int cnt = 0;
                for (double[][] size : mk[gi]) for (double[] graph : size) {
                    double base = graph[b * 3], v = 100 * (base - graph[b * 3 + 1 + d]) / base;
                    sum += v; cnt++; min = Math.min(min, v); max = Math.max(max, v);
                }
                mean[g][d] = sum / cnt; lo[g][d] = min; hi[g][d] = max;
            }
        }
        return Charts.bars("Figs. 7-9 in the paper's terms: gain of duplication A or B over its own heuristic X, mean of all graphs",
                "(X - X+d) / X  [%]", groups, List.of("algorithm A", "algorithm B"), mean, lo, hi, ref,
                "paper, seed 002 §4.1 (about)", caption);
    }
}
