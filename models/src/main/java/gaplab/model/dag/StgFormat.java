package gaplab.model.dag;

import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The Kasahara STG format: first line n; rows {@code id time #preds preds...}; rows 0 and n+1 are
 * zero-time dummy entry/exit tasks (dropped: they change neither the optimum nor any schedule);
 * {@code #} lines are comments. No communication (η = 0).
 */
public final class StgFormat {
    private StgFormat() {}

    public static TaskGraph parse(String source, String text) throws InputException {
        String[] lines = text.split("\r?\n", -1);
        int n = -1, lineNo = 0, row = 0;
        List<String> ids = new ArrayList<>();
        List<Double> mus = new ArrayList<>();
        List<int[]> arcs = new ArrayList<>();
        Map<String, Integer> rowOf = new LinkedHashMap<>();
        List<List<String>> predTokens = new ArrayList<>();
        List<Integer> predLine = new ArrayList<>();
        for (String raw : lines) {
            lineNo++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            String[] tok = line.split("\\s+");
            if (n < 0) {
                if (tok.length != 1) throw new InputException(source, "line " + lineNo + ": expected the task count n alone on the first line, got '" + line + "'");
                n = parseInt(source, lineNo, tok[0], "task count");
                if (n < 1 || n > TaskGraph.MAX_TASKS)
                    throw new InputException(source, "line " + lineNo + ": the task count must be between 1 and " + TaskGraph.MAX_TASKS + " (got " + n + "; see docs/limits.md)");
                continue;
            }
            if (row >= n + 2) throw new InputException(source, "line " + lineNo + ": more than n+2 = " + (n + 2) + " task rows");
            if (tok.length < 3) throw new InputException(source, "line " + lineNo + ": expected 'id time #preds preds...', got '" + line + "'");
            String id = tok[0];
            parseInt(source, lineNo, id, "task id");
            double time = parseNum(source, lineNo, tok[1], "time");
            if (time < 0) throw new InputException(source, "line " + lineNo + ": task " + id + " has negative time " + tok[1]);
            int np = parseInt(source, lineNo, tok[2], "predecessor count");
            if (np < 0) throw new InputException(source, "line " + lineNo + ": negative predecessor count");
            if (tok.length != 3 + np) throw new InputException(source, "line " + lineNo + ": task " + id + " declares " + np + " predecessors but lists " + (tok.length - 3));
            if (rowOf.put(id, row) != null) throw new InputException(source, "line " + lineNo + ": task " + id + " is defined twice");
            ids.add(id);
            mus.add(time);
            List<String> pt = new ArrayList<>();
            for (int k = 0; k < np; k++) pt.add(tok[3 + k]);
            predTokens.add(pt);
            predLine.add(lineNo);
            row++;
        }
        if (n < 0) throw new InputException(source, "no task count (empty file?)");
        if (row != n + 2) throw new InputException(source, "expected n+2 = " + (n + 2) + " task rows (with the dummy entry and exit), found " + row);
        if (mus.get(0) != 0 || mus.get(n + 1) != 0)
            throw new InputException(source, "rows 0 and n+1 must be zero-time dummy tasks");
        // drop the dummies: real tasks are rows 1..n
        List<String> realIds = ids.subList(1, n + 1);
        double[] mu = new double[n];
        for (int i = 0; i < n; i++) mu[i] = mus.get(i + 1);
        for (int r = 0; r < n + 2; r++) {
            for (String p : predTokens.get(r)) {
                Integer pr = rowOf.get(p);
                if (pr == null) throw new InputException(source, "line " + predLine.get(r) + ": task " + ids.get(r) + " has unknown predecessor " + p);
                if (r == 0 || pr == n + 1) throw new InputException(source, "line " + predLine.get(r) + ": arc " + p + " -> " + ids.get(r) + " leaves the exit or enters the entry dummy");
                if (pr == 0 || r == n + 1) continue;
                arcs.add(new int[]{pr - 1, r - 1});
            }
        }
        int[] f = new int[arcs.size()], t = new int[arcs.size()];
        for (int a = 0; a < f.length; a++) { f[a] = arcs.get(a)[0]; t[a] = arcs.get(a)[1]; }
        return new TaskGraph(source, DagFormats.baseName(source), realIds, mu, f, t, new double[f.length], Double.NaN, 0);
    }

    private static int parseInt(String src, int line, String t, String what) throws InputException {
        try {
            return Integer.parseInt(t);
        } catch (NumberFormatException e) {
            throw new InputException(src, "line " + line + ": " + what + " '" + t + "' is not a whole number");
        }
    }

    private static double parseNum(String src, int line, String t, String what) throws InputException {
        double v;
        try {
            v = Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new InputException(src, "line " + line + ": " + what + " '" + t + "' is not a number");
        }
        if (Double.isNaN(v) || Double.isInfinite(v)) throw new InputException(src, "line " + line + ": " + what + " '" + t + "' is not finite");
        if (JsonInput.outOfRange(v) != null) throw new InputException(src, "line " + line + ": " + what + " " + t + " " + JsonInput.outOfRange(v));
        return v;
    }
}
