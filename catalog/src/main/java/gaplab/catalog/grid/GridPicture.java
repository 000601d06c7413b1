package gaplab.catalog.grid;

import gaplab.model.core.Picture;
import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.plot.Axis;
import gaplab.plot.Drawing;
import gaplab.plot.Figures;
import gaplab.plot.Partition;
import java.util.ArrayList;
import java.util.List;
import java.io.IOException;
import java.nio.file.Path;

/** The picture of a partition: one coloured block per PE with its number and time; the slowest blocks outlined in red. */
public final class GridPicture {
    private GridPicture() {}


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

    /** The grid problem's picture: one partition, or several side by side. */
    static final Picture<GridInstance, GridPartition> PICTURE = new Picture<>() {
        @Override
        public void draw(GridInstance in, GridPartition p, Path file) throws IOException { Figures.write(picture(in, p).drawing(), file); }

        @Override
        public void draw(GridInstance in, String title, List<String> names, List<GridPartition> ps, Path file) throws IOException {
            write(in, title, names, ps, file);
        }
    };

    /** Several partitions of one instance on one scale under one title, each named: side by side, three to a row. */
    static void write(GridInstance in, String title, List<String> names, List<GridPartition> ps, Path file) throws IOException {
        int columns = Math.min(3, ps.size());
        List<Drawing> parts = new ArrayList<>();
        double w = 0, h = 0;
        String about = "";
        for (int k = 0; k < ps.size(); k++) {
            Partition p = picture(in, ps.get(k));
            String[] t = p.title().split(" — ", 2);   // the instance, then the measure: the instance goes into the figure's title
            about = " (" + t[0] + ")";
            Drawing d = p.title(names.get(k) + ": " + t[t.length - 1]).drawing(columns == 1 ? 720 : 360);
            parts.add(d);
            w = Math.max(w, d.width());
            h = Math.max(h, d.height());
        }
        int rows = (parts.size() + columns - 1) / columns;
        String head = title + about;
        Drawing all = new Drawing(Math.max(columns * (w + 10), Drawing.textWidth(head, 14, true) + 20), 30 + rows * (h + 10), head).title(10, 22, head);
        for (int k = 0; k < parts.size(); k++) all.place((k % columns) * (w + 10), 30 + (k / columns) * (h + 10), parts.get(k));
        Figures.write(all, file);
    }

}
