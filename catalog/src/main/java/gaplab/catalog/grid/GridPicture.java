package gaplab.catalog.grid;

import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.plot.Axis;
import gaplab.plot.Partition;
import java.io.IOException;
import java.nio.file.Path;

/** SVG picture of a partition: one coloured block per PE with its number and time; the slowest blocks outlined in red. */
public final class GridPicture {
    private GridPicture() {}

    public static String svg(GridInstance in, GridPartition p) { return picture(in, p).svg(); }

    /** Each PE's block labelled with its time c_k·area + b·comm (SPEC §2); the slowest outlined. */
    static Partition picture(GridInstance in, GridPartition p) {
        GridCost cost = GridCost.of(in);
        long[] t = cost.times(p.rectangles());
        long max = 0;
        for (long v : t) max = Math.max(max, v);
        Partition picture = new Partition(in.width() + " × " + in.height() + " grid, " + in.pes() + " PEs, " + in.boundary().json()
                + " model — max time " + Axis.label(cost.value(max)), in.width(), in.height());
        for (var r : p.rectangles()) {
            String label = "PE " + r.pe() + ": " + Axis.label(cost.value(t[r.pe()]));
            picture.block(new Partition.Block(r.pe(), r.x(), r.y(), r.w(), r.h(), label,
                    label + " [" + r.x() + "," + r.y() + " " + r.w() + "x" + r.h() + "]", t[r.pe()] == max));
        }
        return picture;
    }

    public static void write(GridInstance in, GridPartition p, Path file) throws IOException { picture(in, p).write(file); }

}
