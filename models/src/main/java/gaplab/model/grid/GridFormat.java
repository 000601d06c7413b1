package gaplab.model.grid;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.core.JsonInput.Sign;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The grid partition file formats.
 *
 * <p>Instance: {@code {"width": W, "height": H, "pointCost": [c_0, ..., c_{N-1}], "commCost": b,
 * "boundary": "perimeter" | "interior", "neighbourCost": a, "allowIdle": false}} ({@code boundary}
 * defaults to perimeter, {@code neighbourCost} to 0, {@code allowIdle} to false).
 *
 * <p>Solution (the body of {@code gaplab grid solve --json}): {@code {"rectangles": [{"pe": k, "x":
 * .., "y": .., "w": .., "h": .., "time": ..}, ...], ...}}; PEs are numbered from 0, x to the right, y
 * downwards. Other fields are ignored on reading.
 */
public final class GridFormat {
    private GridFormat() {}

    /** The largest grid accepted (points), to keep every method's arrays in memory. */
    public static final long MAX_POINTS = 50_000_000L;

    public static GridInstance readInstance(Path file) throws InputException {
        return parse(file.toString(), gaplab.model.core.TextFiles.read(file));
    }

    public static GridInstance parse(String source, String text) throws InputException {
        gaplab.model.core.JsonArrayLimits.check(source, text, java.util.Map.of("pointCost", 100_000), "at most 100000 PEs; see docs/limits.md");
        return instance(JsonInput.parse(source, text).instanceNumbers());
    }

    private static GridInstance instance(JsonInput j) throws InputException {
        j.onlyFields("width", "height", "pointCost", "commCost", "boundary", "neighbourCost", "allowIdle");
        long w = j.integer("width", 1), h = j.integer("height", 1);
        if (w > 100_000 || h > 100_000 || w * h > MAX_POINTS)
            throw j.error("grid " + w + "×" + h + " is too large (at most " + MAX_POINTS + " points, sides at most 100000)");
        double[] c = j.numbers("pointCost", Sign.POSITIVE);
        if (c.length > 100_000) throw j.error("too many PEs (" + c.length + "; at most 100000)");
        double b = j.number("commCost", Sign.NON_NEGATIVE);
        String boundary = j.choice("boundary", "perimeter", "perimeter", "interior");
        double a = j.number("neighbourCost", Sign.NON_NEGATIVE, 0.0);
        boolean idle = j.bool("allowIdle", false);
        for (int k = 0; k < c.length; k++) if (Double.isInfinite(c[k])) throw j.error("'pointCost[" + k + "]' is infinite");
        if (Double.isInfinite(b)) throw j.error("'commCost' is infinite");
        if (Double.isInfinite(a)) throw j.error("'neighbourCost' is infinite");
        if (!idle && c.length > w * h)
            throw j.error(c.length + " PEs but only " + w + "×" + h + " = " + (w * h)
                    + " grid points: every PE needs a non-empty rectangle (set \"allowIdle\": true to let PEs idle)");
        GridInstance in = new GridInstance((int) w, (int) h, c, b,
                boundary.equals("interior") ? GridInstance.Boundary.INTERIOR : GridInstance.Boundary.PERIMETER, a, idle);
        try {
            GridCost.of(in);
        } catch (ArithmeticException e) {
            throw j.error("costs cannot be handled exactly: " + e.getMessage());
        }
        return in;
    }

    public static ObjectNode instanceJson(GridInstance in) {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.put("width", in.width());
        o.put("height", in.height());
        ArrayNode c = o.putArray("pointCost");
        for (double v : in.pointCost()) putNumber(c, v);
        putNumber(o, "commCost", in.commCost());
        o.put("boundary", in.boundary().json());
        if (in.neighbourCost() != 0) putNumber(o, "neighbourCost", in.neighbourCost());
        if (in.allowIdle()) o.put("allowIdle", true);
        return o;
    }

    private static void putNumber(ArrayNode a, double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) a.add((long) v); else a.add(v);
    }

    private static void putNumber(ObjectNode o, String f, double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) o.put(f, (long) v); else o.put(f, v);
    }

    public static GridPartition readSolution(Path file, GridInstance in) throws InputException {
        return solution(JsonInput.read(file));
    }

    public static GridPartition parseSolution(String source, String text) throws InputException {
        return solution(JsonInput.parse(source, text));
    }

    private static GridPartition solution(JsonInput j) throws InputException {
        List<Rect> rects = new ArrayList<>();
        for (JsonInput r : j.objects("rectangles")) {
            r.onlyFields("pe", "x", "y", "w", "h", "time");
            rects.add(new Rect(intField(r, "pe"), intField(r, "x"), intField(r, "y"), intField(r, "w"), intField(r, "h")));
        }
        return new GridPartition(rects);
    }

    private static int intField(JsonInput r, String f) throws InputException {
        long v = r.integer(f, Integer.MIN_VALUE);
        if (v > Integer.MAX_VALUE) throw r.error("field '" + f + "' is too large (" + v + ")");
        return (int) v;
    }

    /** {@code objective} and {@code rectangles} with each block's time (the body of {@code solve --json}). */
    public static ObjectNode solutionJson(GridInstance in, GridPartition p) {
        GridCost cost = GridCost.of(in);
        long[] t = cost.times(p.rectangles());
        long max = 0;
        for (long v : t) max = Math.max(max, v);
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.put("objective", cost.value(max));
        ArrayNode a = o.putArray("rectangles");
        for (Rect r : p.rectangles()) {
            ObjectNode n = a.addObject();
            n.put("pe", r.pe());
            n.put("x", r.x());
            n.put("y", r.y());
            n.put("w", r.w());
            n.put("h", r.h());
            n.put("time", r.pe() >= 0 && r.pe() < t.length ? cost.value(t[r.pe()]) : Double.NaN);
        }
        return o;
    }
}
