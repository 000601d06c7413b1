package gaplab.cli;

import gaplab.lab.RatioSearch;
import gaplab.plot.Fmt;
import java.io.PrintStream;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Progress of a long ratio search on stderr: one line every {@link #EVERY_SECONDS} s (none for a search
 * that ends sooner) with the evaluations so far, how many were ruled out by a lower bound, and the highest
 * certified ratio seen (an evaluation's own ratio, before shrinking: what the search is climbing).
 */
final class RatioProgress<I> implements Consumer<RatioSearch.Evaluation<I>> {
    static final double EVERY_SECONDS = 30;

    private final int budget;
    private final PrintStream err;
    private final long t0 = System.nanoTime(), period;
    private long next;
    private int seen, ruledOut;
    private double highest = Double.NaN;

    RatioProgress(int budget, PrintStream err) { this(budget, err, EVERY_SECONDS); }

    RatioProgress(int budget, PrintStream err, double everySeconds) {
        this.budget = budget;
        this.err = err;
        this.period = (long) (everySeconds * 1e9);
        this.next = period;
    }

    @Override
    public void accept(RatioSearch.Evaluation<I> e) {
        seen++;
        if (e.referenceKind().equals(RatioSearch.BOUND_ONLY)) ruledOut++;
        if (e.certified() && !(e.ratio() <= highest)) highest = e.ratio();
        long now = System.nanoTime() - t0;
        if (now < next) return;
        next = now + period;
        err.println(String.format(Locale.ROOT, "ratio: %d evaluations%s (%d ruled out by a lower bound), highest certified ratio so far %s, elapsed %s",
                seen, budget > 0 ? " of " + budget + " + shrinking" : "", ruledOut, Double.isNaN(highest) ? "none" : Fmt.ratio(highest),
                Fmt.duration(now / 1e9)));
        err.flush();
    }
}
