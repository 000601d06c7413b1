package gaplab.plot;

import java.util.ArrayList;
import java.util.List;

/** A picture of axis-parallel blocks tiling a W × H grid: one coloured block per owner with a label; some blocks outlined in red. */
public final class Partition {

    /** One block: its owner (colour), its cells, a label, a tooltip, and whether it is highlighted. */
    public record Block(int owner, int x, int y, int w, int h, String label, String tooltip, boolean highlighted) {}

    private final String title;
    private final int width, height;
    private final List<Block> blocks = new ArrayList<>();

    public Partition(String title, int width, int height) {
        this.title = title;
        this.width = width;
        this.height = height;
    }

    public Partition block(Block b) {
        blocks.add(b);
        return this;
    }

    public String svg() { return draw().end(); }

    public void write(java.nio.file.Path file) throws java.io.IOException { draw().write(file); }

    private Svg draw() {
        double cell = Math.max(2.0, Math.min(40.0, 720.0 / Math.max(width, height)));
        int left = 10, top = 34;
        Svg s = Svg.picture(left * 2 + width * cell, top + height * cell + 16).title(left, 20, title);
        for (Block b : blocks) {
            double x = left + b.x() * cell, y = top + b.y() * cell, w = b.w() * cell, h = b.h() * cell;
            double hue = (b.owner() * 137.508) % 360;
            s.rect(x, y, w, h, String.format(java.util.Locale.ROOT, "fill=\"hsl(%.0f,60%%,75%%)\" stroke=\"%s\" stroke-width=\"%s\"", hue,
                    b.highlighted() ? "#c00" : "#222", b.highlighted() ? "2.5" : "1"), b.tooltip());
            if (w >= 6.5 * b.label().length() && h >= 14) s.text(x + w / 2, y + h / 2 + 4, b.label(), "text-anchor=\"middle\"");
            else if (w >= 14 && h >= 12) s.text(x + w / 2, y + h / 2 + 3, Integer.toString(b.owner()), "text-anchor=\"middle\" font-size=\"9\"");
        }
        return s;
    }
}
