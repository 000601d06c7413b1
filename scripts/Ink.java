import java.awt.image.BufferedImage;
import java.io.File;
import javax.imageio.ImageIO;

/**
 * Is a rendered figure blank? Prints each PNG's share of non-white pixels and exits 1 when one has
 * fewer than 0.5 % (or cannot be read). Usage: java scripts/Ink.java FILE.png...
 * (scripts/check-figures.sh runs it on Chromium's screenshots, pdftoppm's renders and gaplab's PNGs).
 */
public class Ink {
    public static void main(String[] files) throws Exception {
        System.setProperty("java.awt.headless", "true");
        int blank = 0;
        for (String f : files) {
            BufferedImage img = ImageIO.read(new File(f));
            if (img == null) { System.out.println(f + ": not a readable image"); blank++; continue; }
            long ink = 0;
            for (int y = 0; y < img.getHeight(); y++)
                for (int x = 0; x < img.getWidth(); x++) {
                    int p = img.getRGB(x, y);
                    if ((p >>> 24) > 0 && (p & 0xffffff) != 0xffffff) ink++;
                }
            double share = ink / (double) ((long) img.getWidth() * img.getHeight());
            System.out.printf(java.util.Locale.ROOT, "%s: %dx%d, %.1f %% ink%n", f, img.getWidth(), img.getHeight(), 100 * share);
            if (share < 0.005) blank++;
        }
        System.exit(blank == 0 ? 0 : 1);
    }
}
