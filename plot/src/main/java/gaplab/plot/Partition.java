package gaplab.plot;

import gaplab.plot.Drawing.Anchor;
import gaplab.plot.Drawing.Pen;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;

/** A picture of axis-parallel blocks tiling a W × H grid: one light block per owner with a label; some blocks outlined thick in vermillion. */
public final class Partition {

    /** One block: its owner (colour), its cells, a label, a tooltip, and whether it is highlighted. */
    public record Block(int owner, int x, int y, int w, int h, String label, String tooltip, boolean highlighted) {}

    private String title;
    private final int width, height;
    private final List<Block> blocks = new ArrayList<>();

    public Partition(String title, int width, int height) {
        this.title = title;
        this.width = width;
        this.height = height;
    }

    public String title() { return title; }

    /** Renames the picture (e.g. with the method's name in front). */
    public Partition title(String title) {
        this.title = title;
        return this;
    }

    public Partition block(Block b) {
        blocks.add(b);
        return this;
    }

    /** The picture (the grid at most 720 px a side), at least wide enough for its title. */
    public Drawing drawing() { return drawing(720); }

    /** The picture with the grid at most {@code side} px a side (cells of 2 to 40 px), at least wide enough for its title. */
    public Drawing drawing(double side) {
        double cell = Math.max(2.0, Math.min(40.0, side / Math.max(width, height)));
        int left = 10, top = 34;
        double w0 = Math.max(left * 2 + width * cell, Drawing.textWidth(title, 14, true) + 2 * left);
        Drawing s = new Drawing(w0, top + height * cell + 16, title).title(left, 20, title);
        for (Block b : blocks) {
            double x = left + b.x() * cell, y = top + b.y() * cell, w = b.w() * cell, h = b.h() * cell;
            Color fill = Color.getHSBColor((float) ((b.owner() * 137.508) % 360 / 360), 0.32f, 0.96f);
            s.rect(x, y, w, h, fill, b.highlighted() ? Pen.of(new Color(0xD55E00), 2.5) : Pen.of(new Color(0x222222), 1), b.tooltip());
            if (w >= Drawing.textWidth(b.label(), 11, false) + 4 && h >= 14) s.text(x + w / 2, y + h / 2 + 4, b.label(), 11, Anchor.MIDDLE);
            else if (w >= 14 && h >= 12) s.text(x + w / 2, y + h / 2 + 3, Integer.toString(b.owner()), 9, Anchor.MIDDLE);
        }
        return s;
    }
}
