package gaplab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.catalog.Runs;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.core.Outcome;
import gaplab.model.core.Problem;
import gaplab.model.core.Status;
import gaplab.plot.Fmt;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Prints a verified run the same way for every problem ({@code solve} and {@code solve --json}). */
public final class SolveOutput {
    private SolveOutput() {}

    /**
     * The JSON form of a verified run: the problem's solution fields, the common ones ({@code objective}
     * always, null when there is no solution) and the problem's extra fields.
     */
    public static <I, S> ObjectNode json(Problem<I, S> p, I instance, Runs.Checked<S> r, ObjectNode extra) {
        Outcome<S> o = r.outcome();
        ObjectNode n = o.hasSolution() ? p.solutionJson(instance, o.solution()) : JsonInput.MAPPER.createObjectNode();
        if (o.hasSolution() && !Double.isNaN(o.objective())) n.put("objective", o.objective());
        else n.putNull("objective");
        n.put("method", r.method());
        n.put("status", r.status().name());
        if (!Double.isNaN(o.bound())) n.put("bound", o.bound());
        else n.putNull("bound");
        if (!Double.isNaN(o.gap())) n.put("gap", o.gap());
        n.put("verified", r.verified());
        if (r.verdict() != null && !r.verdict().valid()) n.put("violation", r.verdict().violation());
        n.put("millis", o.millis());
        if (!o.note().isEmpty()) n.put("note", o.note());
        if (extra != null) n.setAll(extra);
        return n;
    }

    /** Writes a JSON result to a file (its folder is created); an unwritable path is bad input. */
    public static void writeJson(Path file, ObjectNode json) throws InputException {
        if (Files.isDirectory(file)) throw new InputException(file.toString(), "is a folder; give a file name to write the result to");
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
            Files.writeString(file, json.toPrettyString() + "\n");
        } catch (IOException e) {
            throw new InputException(file.toString(), "cannot write the result there: " + gaplab.model.core.TextFiles.why(e));
        }
    }

    /**
     * @param extra     problem-specific lines for the text form (may be empty)
     * @param extraJson problem-specific fields added to the JSON form (may be null)
     * @return the exit code: 0, or 1 when the checker rejected the method's own solution
     */
    /** A --picture file must name its format by its extension (.svg, .pdf, .png); null is fine. */
    public static void checkPicture(Path picture) throws InputException {
        if (picture == null) return;
        try {
            gaplab.plot.Figures.format(picture);
        } catch (IllegalArgumentException e) {
            throw new InputException("--picture", e.getMessage());
        }
    }

    /**
     * Draws two runs' solutions of one instance in one figure on one scale (the first above the second,
     * e.g. a heuristic above the exact method) and says in one line what was drawn, or why nothing was.
     */
    static <I, S> String drawPair(Problem<I, S> p, I instance, Path file, Runs.Checked<S> first, Runs.Checked<S> second, Path picture) {
        if (!first.outcome().hasSolution() || !second.outcome().hasSolution())
            return "picture: none (" + (first.outcome().hasSolution() ? second : first).method() + " found no solution)";
        String a = first.method(), b = second.method() + (second.status() == Status.OPTIMAL ? " (optimum)" : " (" + second.status() + ")");
        try {
            p.writePicture(instance, file.getFileName() + ": " + first.method() + " vs " + second.method(), java.util.List.of(a, b),
                    java.util.List.of(first.outcome().solution(), second.outcome().solution()), picture);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return "picture: " + picture + " (" + a + " above " + b + ", on one scale)";
    }

    public static <I, S> int print(Problem<I, S> p, I instance, Runs.Checked<S> r, boolean json, Path picture, String extra,
                                   ObjectNode extraJson) {
        Outcome<S> o = r.outcome();
        if (picture != null && o.hasSolution()) {
            try {
                p.writePicture(instance, o.solution(), picture);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        if (json) {
            System.out.println(json(p, instance, r, extraJson).toPrettyString());
        } else {
            System.out.println("method: " + r.method());
            System.out.println("status: " + r.status() + (o.note().isEmpty() ? "" : " (" + o.note() + ")"));
            if (o.hasSolution()) System.out.println(p.objectiveName() + ": " + Fmt.num(o.objective()));
            if (!Double.isNaN(o.bound())) System.out.println("lower bound: " + Fmt.num(o.bound()));
            if (o.hasSolution() && !Double.isNaN(o.gap()) && r.status() != Status.OPTIMAL)
                System.out.println("gap: " + Fmt.ratio(o.gap()));
            if (r.verdict() != null)
                System.out.println("verified: " + (r.verified() ? "yes (independent checker)" : "NO: " + r.verdict().violation()));
            if (extra != null && !extra.isEmpty()) System.out.print(extra.endsWith("\n") ? extra : extra + "\n");
            System.out.println("time: " + o.millis() + " ms");
            if (picture != null && o.hasSolution()) System.out.println("picture: " + picture);
        }
        return r.verdict() == null || r.verified() ? 0 : 1;
    }
}
