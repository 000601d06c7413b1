package gaplab.catalog.dag;

import gaplab.model.core.InputException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The knobs of the exact portfolio's rounds ({@link DagRoundsPortfolio}, issue 37): round k gives the
 * branch-and-bound a budget of {@code firstNodes · growth^k} nodes of work per search (forward and mirror; a node
 * of work is 1,024 steps of the search's loops, about one node of a Sinnen graph, a twelfth of one of a dense
 * 50-task STG graph) and
 * CP-SAT one of {@code firstCpsatTime · growth^k} deterministic seconds (OR-Tools'
 * {@code max_deterministic_time}, a count of work). Budgets in work, not in wall time, so the same input
 * and seed give the same rounds and the same result whatever the time limit; the limit only cuts the
 * whole run. Read from {@code --param portfolio-nodes=N portfolio-cpsat-time=S portfolio-growth=G
 * portfolio-probe-nodes=N}.
 *
 * @param firstNodes     budget of each search in the first round, in nodes of work
 * @param firstCpsatTime CP-SAT's deterministic time in the first round (its own unit of work, roughly seconds)
 * @param growth         factor by which both budgets grow from one round to the next
 * @param probeNodes     the node budget of the search's probe (children in lower-bound order) before its main search; the
 *                       search is paused and resumed between rounds, not restarted, so its probe runs once, across
 *                       rounds: 12 million nodes, what {@code exact} alone gives its probe at a 120 s limit (a tenth
 *                       of the limit at a nominal million nodes per second), which is how it proves most graphs
 *                       that take it seconds
 */
public record PortfolioSettings(long firstNodes, double firstCpsatTime, double growth, long probeNodes) {
    public static final String NODES = "portfolio-nodes", CPSAT_TIME = "portfolio-cpsat-time", GROWTH = "portfolio-growth",
            PROBE_NODES = "portfolio-probe-nodes";

    /** The defaults measured in docs/results/2026-11-27-portfolio-rounds.md; the first round's nodes twice those since docs/results/2026-11-28-portfolio-balance.md. */
    public static PortfolioSettings defaults() { return new PortfolioSettings(1L << 17, 0.4, 2, 12_000_000); }

    /** The {@code --param} keys this record reads. */
    public static Set<String> names() { return Set.of(NODES, CPSAT_TIME, GROWTH, PROBE_NODES); }

    /** Round k's node budget per search (at least 1,024, at most 2^62). */
    public long nodes(int k) {
        double v = firstNodes * Math.pow(growth, k);
        return v >= 0x1p62 ? 1L << 62 : Math.max(1024, (long) v);
    }

    /** Round k's CP-SAT budget in deterministic seconds. */
    public double cpsatTime(int k) { return Math.min(1e9, firstCpsatTime * Math.pow(growth, k)); }

    /** The settings as {@code --param} keys and values. */
    public Map<String, String> asParams() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(NODES, Long.toString(firstNodes));
        m.put(CPSAT_TIME, Double.toString(firstCpsatTime));
        m.put(GROWTH, Double.toString(growth));
        m.put(PROBE_NODES, Long.toString(probeNodes));
        return m;
    }

    /** The defaults with this record's keys of {@code params} applied (other keys are left to the search). */
    public static PortfolioSettings fromParams(Map<String, String> params) throws InputException {
        PortfolioSettings d = defaults();
        long nodes = d.firstNodes, probe = d.probeNodes;
        double time = d.firstCpsatTime, growth = d.growth;
        String v = params.get(NODES);
        if (v != null) nodes = whole(NODES, v, 1024);
        if ((v = params.get(CPSAT_TIME)) != null) time = number(CPSAT_TIME, v, 0.001, 1e6);
        if ((v = params.get(GROWTH)) != null) growth = number(GROWTH, v, 1.25, 16);
        if ((v = params.get(PROBE_NODES)) != null) probe = whole(PROBE_NODES, v, 0);
        return new PortfolioSettings(nodes, time, growth, probe);
    }

    private static long whole(String key, String v, long min) throws InputException {
        long x;
        try { x = Long.parseLong(v.trim()); } catch (NumberFormatException e) { throw new InputException("--param " + key, "'" + v + "' is not a whole number"); }
        if (x < min) throw new InputException("--param " + key, "must be at least " + min + " (got " + x + ")");
        return x;
    }

    private static double number(String key, String v, double min, double max) throws InputException {
        double x;
        try { x = Double.parseDouble(v.trim()); } catch (NumberFormatException e) { throw new InputException("--param " + key, "'" + v + "' is not a number"); }
        if (!(x >= min && x <= max)) throw new InputException("--param " + key, "must be between " + min + " and " + max + " (got " + v + ")");
        return x;
    }
}
