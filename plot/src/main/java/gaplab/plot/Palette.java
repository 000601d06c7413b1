package gaplab.plot;

/** The colours of every chart: distinguishable, and of different lightness so that they survive greyscale printing. */
public final class Palette {
    private Palette() {}

    public static final String[] COLOURS = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};

    public static String colour(int i) { return COLOURS[Math.floorMod(i, COLOURS.length)]; }

    /** Is a #rrggbb colour dark (so that labels on it should be white)? */
    public static boolean dark(String colour) {
        if (colour.length() != 7 || colour.charAt(0) != '#') return false;
        int r = Integer.parseInt(colour.substring(1, 3), 16), g = Integer.parseInt(colour.substring(3, 5), 16), b = Integer.parseInt(colour.substring(5, 7), 16);
        return 0.299 * r + 0.587 * g + 0.114 * b < 110;
    }
}
