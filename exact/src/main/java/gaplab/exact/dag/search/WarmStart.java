package gaplab.exact.dag.search;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Whether a warm start is a schedule of the instance the search solves (SPEC §3: every task on a processor
 * for its duration there, one task at a time per processor — a task of zero length occupies no time — and
 * a task starting only once each predecessor's data has arrived). The search adopts a warm start as its incumbent and prunes everything not below it, so
 * a schedule of another instance — the same graph given in another unit of time, say — would be returned
 * as OPTIMAL below the search's own bound; such a start is skipped. With duplication a task may have several
 * copies, and a successor needs the datum from one of them.
 */
final class WarmStart {
    private WarmStart() {}

    /** True when {@code s} is a feasible schedule of {@code inst} (copies, and slots marked as copies, only with {@code duplication}). */
    static boolean fits(DagInstance inst, Schedule s, boolean duplication) {
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        double eps = 1e-9 * Math.max(1, Math.abs(s.makespan()));
        List<List<Schedule.Slot>> copies = new ArrayList<>();
        for (int t = 0; t < n; t++) copies.add(new ArrayList<>());
        List<List<Schedule.Slot>> onProcessor = new ArrayList<>();
        for (int p = 0; p < P; p++) onProcessor.add(new ArrayList<>());
        for (Schedule.Slot x : s.slots()) {
            if (x.task() < 0 || x.task() >= n || x.processor() < 0 || x.processor() >= P || (x.duplicate() && !duplication)) return false;
            if (!(x.start() >= -eps) || Math.abs(x.end() - x.start() - inst.duration(x.task(), x.processor())) > eps) return false;
            copies.get(x.task()).add(x);
            if (inst.duration(x.task(), x.processor()) > 0) onProcessor.get(x.processor()).add(x);   // zero length: occupies no time
        }
        for (int t = 0; t < n; t++) {
            int k = copies.get(t).size();
            if (k == 0 || (!duplication && k > 1)) return false;
        }
        for (List<Schedule.Slot> run : onProcessor) {
            run.sort(Comparator.comparingDouble(Schedule.Slot::start));
            for (int i = 1; i < run.size(); i++) if (run.get(i).start() < run.get(i - 1).end() - eps) return false;
        }
        for (int v = 0; v < n; v++)
            for (Schedule.Slot x : copies.get(v))
                for (int a : g.predArcs(v)) if (!dataArrives(inst, copies.get(g.from(a)), a, x, eps)) return false;
        return true;
    }

    /** Some copy of arc {@code a}'s source delivers its datum to {@code x}'s processor by {@code x}'s start. */
    private static boolean dataArrives(DagInstance inst, List<Schedule.Slot> sources, int a, Schedule.Slot x, double eps) {
        for (Schedule.Slot u : sources)
            if (u.end() + inst.delay(a, u.processor(), x.processor()) <= x.start() + eps) return true;
        return false;
    }
}
