package gaplab.lab.sweep;

import gaplab.plot.Fmt;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Progress on stderr: a bar redrawn in place with rate and ETA when stderr is a terminal (or when
 * forced), otherwise one plain line every {@code plainEverySeconds}. Thread-safe.
 */
public final class Progress implements AutoCloseable {
    private final int total;
    private final boolean bar;
    private final PrintStream err;
    private final AtomicInteger done = new AtomicInteger();
    private final long t0 = System.nanoTime();
    private final ScheduledExecutorService timer;

    Progress(int total, boolean bar, double plainEverySeconds, PrintStream err) {
        this.total = total;
        this.bar = bar;
        this.err = err;
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "sweep-progress");
            t.setDaemon(true);
            return t;
        });
        long period = bar ? 200 : Math.max(1, Math.round(plainEverySeconds * 1000));
        if (total > 0) timer.scheduleAtFixedRate(this::print, period, period, TimeUnit.MILLISECONDS);
    }

    /** Is stderr a terminal? (Linux: fd 2 points to a tty; elsewhere: a console exists.) */
    public static boolean stderrIsTerminal() {
        try {
            Path fd2 = Path.of("/proc/self/fd/2");
            if (Files.exists(fd2)) {
                String target = Files.readSymbolicLink(fd2).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            }
        } catch (Exception e) {
            // fall through
        }
        return System.console() != null;
    }

    void done() { done.incrementAndGet(); }

    String line() {
        int d = done.get();
        double secs = (System.nanoTime() - t0) / 1e9;
        double rate = secs > 0 ? d / secs : 0;
        String eta = d == 0 || rate <= 0 ? "?" : Fmt.duration((total - d) / rate);
        String pct = total == 0 ? "100" : Integer.toString((int) Math.floor(100.0 * d / total));
        return String.format(Locale.ROOT, "%d/%d jobs (%s%%), %.1f jobs/s, elapsed %s, ETA %s", d, total, pct, rate, Fmt.duration(secs), eta);
    }

    private synchronized void print() {
        if (bar) {
            int width = 30;
            int filled = total == 0 ? width : (int) Math.floor((double) width * done.get() / total);
            err.print("\r[" + "#".repeat(filled) + ".".repeat(width - filled) + "] " + line() + "   ");
            err.flush();
        } else {
            err.println("sweep: " + line());
        }
    }

    @Override
    public synchronized void close() {
        timer.shutdownNow();
        if (total == 0) return;
        if (bar) {
            print();
            err.println();
        } else err.println("sweep: " + line());
    }
}
