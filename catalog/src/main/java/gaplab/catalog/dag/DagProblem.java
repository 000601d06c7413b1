package gaplab.catalog.dag;

import gaplab.analysis.dag.DagBounds;
import gaplab.exact.dag.search.DagBranchAndBound;
import gaplab.exact.dag.DagChocoModel;
import gaplab.heuristics.dag.Cpop;
import gaplab.heuristics.dag.Dl;
import gaplab.heuristics.dag.Dsh;
import gaplab.heuristics.dag.Duplication;
import gaplab.heuristics.dag.Etf;
import gaplab.heuristics.dag.Heft;
import gaplab.heuristics.dag.Mh;
import gaplab.heuristics.dag.Peft;
import gaplab.model.core.Bounds;
import gaplab.model.core.KnownRatio;
import gaplab.model.core.MethodCatalog;
import gaplab.model.core.Problem;
import gaplab.model.core.ProblemProvider;
import gaplab.model.core.Solver;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.DagSpace;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.verify.dag.DagChecker;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** Task graphs with communication delays and duplication (SPEC §3, seed 002), composed from its parts. */
public final class DagProblem implements ProblemProvider {

    /** Equal speeds and every η = 0 (λ does not matter then): the class of {@code speeds=equal ccr=0}, as the ratio search states it. */
    private static final gaplab.model.core.InstanceClass<DagInstance> IDENTICAL_WITHOUT_COMMUNICATION = identicalWithoutCommunicationClass();

    /**
     * Every bound of {@link DagBounds} holds with duplication too (each task still runs at least once,
     * and a copy cannot start before its own data is there); the property tests check bound ≤ exact-dup.
     */
    public static final Problem<DagInstance, Schedule> PROBLEM = new Problem<>("dag", "Task graphs with communication delays and duplication",
            "makespan", new DagCodec(), new DagChecker(), new Methods(), Bounds.everyVariant(ownUnit(DagBounds.all())), DagFixtures::fixtures,
            new gaplab.catalog.GanttPicture<>(DagPicture::gantt), new DagSpace(), knownRatios());

    /**
     * The proven worst-case ratios (docs/ratio.md): without communication ETF never leaves a processor
     * idle while a task is ready, so Graham's bound for list schedules holds (Graham 1966/1969; Hwang,
     * Chow, Anger &amp; Lee 1989, whose bound (2 − 1/m)·ω_opt(no comm) + C_max becomes it when C_max = 0).
     */
    static List<KnownRatio<DagInstance>> knownRatios() {
        return List.of(new KnownRatio<>("etf", "2 − 1/m", "m identical processors (equal speeds), no communication (every η = 0)",
                "Graham 1966/1969 for list schedules; Hwang, Chow, Anger & Lee 1989 for ETF", IDENTICAL_WITHOUT_COMMUNICATION::contains,
                i -> 2 - 1.0 / i.processors()));
    }

    private static gaplab.model.core.InstanceClass<DagInstance> identicalWithoutCommunicationClass() {
        try {
            return new DagSpace().instanceClass(java.util.Map.of("speeds", "equal", "ccr", "0"));
        } catch (gaplab.model.core.InputException e) {
            throw new IllegalStateException(e); // fixed, valid options
        }
    }

    @Override
    public Problem<DagInstance, Schedule> problem() { return PROBLEM; }

    /** The bounds, each computed in the instance's own unit (its 1e-9 slacks then mean the same in every unit; issue 34). */
    static List<gaplab.model.core.LowerBound<DagInstance>> ownUnit(List<gaplab.model.core.LowerBound<DagInstance>> bounds) {
        List<gaplab.model.core.LowerBound<DagInstance>> out = new ArrayList<>();
        for (var b : bounds)
            out.add(new gaplab.model.core.LowerBound<>() {
                @Override public String name() { return b.name(); }
                @Override public double bound(DagInstance instance) { return gaplab.exact.dag.IntegerUnit.boundInOwnUnit(instance, b::bound); }
            });
        return out;
    }

    /** The variant of methods that copy tasks; they are rated against {@code exact-dup}. */
    public static final String DUPLICATION = "duplication";

    /** The nine list schedulers (ETF, DL, MH, each with duplication none, A, B), each in the instance's own unit ({@link OwnUnit}). */
    public static List<DagSolver> heuristics() {
        List<DagSolver> l = new ArrayList<>();
        for (Duplication d : Duplication.values()) l.add(new OwnUnit(new Etf(d)));
        for (Duplication d : Duplication.values()) l.add(new OwnUnit(new Dl(d)));
        for (Duplication d : Duplication.values()) l.add(new OwnUnit(new Mh(d)));
        return l;
    }

    /**
     * The standard baselines (issue 17): HEFT and CPOP (Topcuoglu, Hariri &amp; Wu 2002), PEFT (Arabnejad &amp;
     * Barbosa 2014), insertion-based list schedulers without duplication, and the classic duplication
     * scheduler DSH (Kruatrachue &amp; Lewis 1988), which solves the duplication variant.
     */
    public static List<DagSolver> baselines() { return List.of(new OwnUnit(new Heft()), new OwnUnit(new Cpop()), new OwnUnit(new Peft()), new OwnUnit(new Dsh())); }

    /**
     * Warm starts for the exact solvers: every heuristic's schedule (with copies only if allowed), on
     * the whole machine and on its first k processors for every k &lt; P (with expensive communication,
     * fewer processors are often better, and a schedule on a sub-machine is a schedule on the machine).
     */
    public static List<Schedule> warmStarts(DagInstance inst, boolean duplication) {
        List<Schedule> out = new ArrayList<>();
        int P = inst.processors();
        // the whole machine, then its first k processors for k < min(P, n): a schedule uses at most n processors
        for (int k = P; k >= 1; k = k == P ? Math.min(P - 1, inst.tasks()) : k - 1) {
            DagInstance sub = k == P ? inst : inst.onFirstProcessors(subMachine(inst.machine(), k));
            for (Duplication d : duplication ? Duplication.values() : new Duplication[]{Duplication.NONE}) {
                out.add(Etf.schedule(sub, d));
                out.add(Dl.schedule(sub, d));
                out.add(Mh.schedule(sub, d));
            }
            if (inst.tasks() * (long) P > 20000) break; // large instances: the whole machine only
        }
        return out;
    }

    static Machine subMachine(Machine m, int k) {
        double[][] l = new double[k][k];
        double[] sp = new double[k];
        for (int i = 0; i < k; i++) { sp[i] = m.speed(i); for (int j = 0; j < k; j++) l[i][j] = m.lambda(i, j); }
        return new Machine(m.spec() + "[0.." + (k - 1) + "]", l, sp);
    }

    public static DagSolver exact() { return new DagBranchAndBound(false, i -> warmStarts(i, false)); }

    public static DagSolver exactDup() { return new DagBranchAndBound(true, i -> warmStarts(i, true)); }

    /** The methods: the two branch-and-bound searches, the Choco model, the portfolios of exact and CP-SAT (rounds, fixed shares), the CP-SAT models, the nine list schedulers, the baselines, then plug-ins. */
    static final class Methods implements MethodCatalog<DagInstance, Schedule> {
        @Override
        public List<Solver<DagInstance, Schedule>> all() {
            List<Solver<DagInstance, Schedule>> l = new ArrayList<>();
            l.add(DagProblem.exact());
            l.add(exactDup());
            l.add(new DagChocoModel(i -> warmStarts(i, false)));
            l.add(new DagRoundsPortfolio(false)); // portfolio: rounds of doubling work (issue 37); before the CP-SAT models: a variant's last exact method is its independent second opinion (CrossCheck)
            l.add(new DagRoundsPortfolio(true));
            l.add(new DagPortfolio(false));       // portfolio-shares: fixed shares of the time limit (issues 19, 21)
            l.add(new DagPortfolio(true));
            l.add(new gaplab.cpsat.dag.DagCpSat());
            l.add(new gaplab.cpsat.dag.DagCpSatDup());
            l.addAll(heuristics());
            l.addAll(baselines());
            for (DagSolver s : ServiceLoader.load(DagSolver.class)) l.add(s);
            return l;
        }

        @Override
        public String variant(Solver<DagInstance, Schedule> method) {
            return method instanceof DagSolver d && d.duplicates() ? DUPLICATION : "";
        }

        @Override
        public String variantOf(DagInstance instance, Schedule solution) {
            return solution.slots().stream().anyMatch(Schedule.Slot::duplicate) ? DUPLICATION : "";
        }
    }
}
