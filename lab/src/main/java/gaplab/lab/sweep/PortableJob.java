package gaplab.lab.sweep;

import gaplab.catalog.Problems;
import gaplab.model.core.InputException;
import gaplab.model.core.LowerBound;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import java.io.IOException;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One sweep job in a form that travels to another JVM or machine (a {@link SweepEngine}'s worker): the
 * instance itself as JSON (so a worker needs no shared storage), and everything its row records. {@link
 * #run} on the worker gives exactly the row the local runner would write (same job id, instance id and
 * file, same method, options and seed, checked by the same independent checker).
 */
public record PortableJob(String id, String problem, String instanceId, String file, String instanceJson, LinkedHashMap<String, String> size,
                          long seed, double known, String hash, String method, String kind, boolean bound, double timeLimit,
                          LinkedHashMap<String, String> params) implements Serializable {

    static <I> PortableJob of(Problem<I, ?> p, Sweep.Job<I> j) {
        Sweep.Inst<I> in = j.inst();
        return new PortableJob(j.id(), p.name(), in.id(), in.file(), p.instanceJson(in.instance()).toString(), new LinkedHashMap<>(in.size()),
                in.seed(), in.known(), in.hash(), j.method(), j.bound() ? "bound" : p.method(j.method()).map(Solver::kind).orElse(""), j.bound(),
                j.timeLimit(), new LinkedHashMap<>(j.params()));
    }

    /** Runs the job in this JVM and returns its row as one JSON line (without the newline). */
    public String run() {
        Problem<?, ?> p = Problems.byName(problem).orElse(null);
        ResultRow row = p == null ? errorRow("error: this worker does not know the problem '" + problem + "' (a plug-in missing from its class path?)")
                : runTyped(p);
        return row.toLine();
    }

    private <I, S> ResultRow runTyped(Problem<I, S> p) {
        I instance;
        try {
            Path tmp = Files.createTempFile("gaplab-job-", ".json");
            try {
                Files.writeString(tmp, instanceJson, StandardCharsets.UTF_8);
                instance = p.readInstance(tmp);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException | InputException e) {
            return errorRow("error: the instance does not read back on this worker: " + e.getMessage());
        }
        Sweep.Job<I> j = new Sweep.Job<>(id, new Sweep.Inst<>(instanceId, file, instance, size, seed, known, hash), method, bound, timeLimit, params);
        if (bound) {
            for (LowerBound<I> b : p.bounds()) if (("bound:" + b.name()).equals(method)) return Sweep.runBound(p, b, j);
        } else {
            for (Solver<I, S> m : p.methods()) if (m.name().equals(method)) return Sweep.runMethod(p, m, j);
        }
        return errorRow("error: this worker does not know the method '" + method + "' of " + problem);
    }

    /** The ERROR row of this job: it could not be run (e.g. its task failed on every attempt). */
    public ResultRow errorRow(String note) {
        return new ResultRow(id, problem, instanceId, file, size, seed, method, kind, timeLimit, params,
                Double.NaN, "ERROR", Double.NaN, 0, false, Double.NaN, note, known);
    }
}
