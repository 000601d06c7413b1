package gaplab.plot;

import java.awt.Color;

/**
 * The colours, dash patterns and marker shapes of every chart. The colours are Okabe–Ito hues (safe for
 * colour-blind readers) with the bluish green darkened so that their grey values stay apart; each series
 * also gets its own dash pattern and marker, so a chart printed in greyscale still tells them apart.
 */
public final class Palette {
    private Palette() {}

    /** Blue, orange, dark bluish green, vermillion, yellow, black: grey values 87, 162, 58, 119, 213, 0. */
    public static final Color[] COLOURS = {new Color(0x0072B2), new Color(0xE69F00), new Color(0x00573F), new Color(0xD55E00),
            new Color(0xF0E442), new Color(0x000000)};

    /** Dash patterns of series (null: solid). */
    static final float[][] DASHES = {null, {7, 3}, {2, 2.5f}, {8, 3, 2, 3}};

    /** Marker shapes of series. */
    public enum Marker { CIRCLE, SQUARE, TRIANGLE, DIAMOND, CROSS }

    public static Color colour(int i) { return COLOURS[Math.floorMod(i, COLOURS.length)]; }

    public static float[] dash(int i) { return DASHES[Math.floorMod(i, DASHES.length)]; }

    public static Marker marker(int i) { return Marker.values()[Math.floorMod(i, Marker.values().length)]; }

    /** The grey value (Rec. 601 luma, 0–255) a colour prints as. */
    public static double grey(Color c) { return 0.299 * c.getRed() + 0.587 * c.getGreen() + 0.114 * c.getBlue(); }

    /** Is a colour dark (so that labels on it should be white)? */
    public static boolean dark(Color c) { return grey(c) < 110; }

    /** A lighter tint of a colour (fraction 0 = itself, 1 = white), for fills behind text. */
    public static Color tint(Color c, double fraction) {
        return new Color((int) Math.round(c.getRed() + (255 - c.getRed()) * fraction), (int) Math.round(c.getGreen() + (255 - c.getGreen()) * fraction),
                (int) Math.round(c.getBlue() + (255 - c.getBlue()) * fraction));
    }
}
