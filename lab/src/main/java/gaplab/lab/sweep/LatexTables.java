package gaplab.lab.sweep;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * Results as LaTeX tables for a paper (they need the booktabs package): one table per problem,
 * a row per method with its rated rows, how many ratios are against a proven optimum and how many
 * against a lower bound only, the mean and the worst ratio, and the class of instances the worst case
 * was drawn from. A ratio against a lower bound is an upper bound on the true ratio and is marked
 * {@code $\le$}, as in the report. Lower-bound rows (they have no ratio) are left out.
 */
public final class LatexTables {
    private LatexTables() {}

    public static String of(List<Export.Located> rows) {
        Map<String, Map<String, List<Ratios.Rated>>> byProblem = new LinkedHashMap<>();
        TreeSet<String> commits = new TreeSet<>();
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            commits.add(r.commit());
            if (r.isBound()) continue;
            byProblem.computeIfAbsent(r.problem(), k -> new LinkedHashMap<>()).computeIfAbsent(r.method(), k -> new ArrayList<>()).add(l.rated());
        }
        StringBuilder b = new StringBuilder();
        b.append("% gaplab results export --latex: ").append(rows.size()).append(" rows, made by gaplab commit(s) ")
                .append(String.join(", ", commits)).append("\n% needs \\usepackage{booktabs}\n");
        for (var p : byProblem.entrySet()) {
            b.append("\\begin{table}[htbp]\n\\centering\n\\small\n\\caption{Ratio to the reference per method, problem \\texttt{").append(tex(p.getKey()))
                    .append("}. Reference: the proven optimum; where none is proven, the best lower bound, and the ratio is then an upper bound on the true ratio (marked $\\le$).}\n")
                    .append("\\label{tab:gaplab-").append(p.getKey().replaceAll("[^A-Za-z0-9]", "")).append("}\n")
                    .append("\\begin{tabular}{lrrrrrp{4cm}}\n\\toprule\n")
                    .append("Method & Rows & vs.\\ optimum & vs.\\ bound & Mean ratio & Worst ratio & Class of the worst case \\\\\n\\midrule\n");
            for (var m : p.getValue().entrySet()) {
                Stats s = Stats.of(m.getValue());
                String flag = s.vsBound() > 0 ? "$\\le$\\," : "";
                b.append("\\texttt{").append(tex(m.getKey())).append("} & ").append(s.rows()).append(" & ").append(s.rated() - s.vsBound())
                        .append(" & ").append(s.vsBound()).append(" & ").append(s.rated() == 0 ? "--" : flag + ratio(s.meanRatio()))
                        .append(" & ").append(s.rated() == 0 ? "--" : flag + ratio(s.worstRatio())).append(" & ")
                        .append(s.worst() == null ? "--" : tex(Ratios.classOf(s.worst().row()))).append(" \\\\\n");
            }
            b.append("\\bottomrule\n\\end{tabular}\n\\end{table}\n");
        }
        return b.toString();
    }

    static String ratio(double v) {
        return String.format(Locale.ROOT, "%.4f", v);
    }

    /** Text with LaTeX's special characters escaped (and the few non-ASCII symbols gaplab prints in math mode). */
    static String tex(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\\' -> b.append("\\textbackslash{}");
                case '{', '}', '$', '&', '#', '%', '_' -> b.append('\\').append(c);
                case '^' -> b.append("\\^{}");
                case '~' -> b.append("\\~{}");
                case '≤' -> b.append("$\\le$");
                case '≥' -> b.append("$\\ge$");
                case '−' -> b.append("$-$");
                case 'η' -> b.append("$\\eta$");
                case 'μ' -> b.append("$\\mu$");
                case 'λ' -> b.append("$\\lambda$");
                case 'γ' -> b.append("$\\gamma$");
                case 'β' -> b.append("$\\beta$");
                case '·' -> b.append("$\\cdot$");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
