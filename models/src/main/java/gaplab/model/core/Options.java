package gaplab.model.core;

import java.util.Map;
import java.util.TreeMap;

/**
 * Options common to all methods: a time limit for exact searches and search heuristics, a seed for
 * randomised methods, the number of threads a method may use, and method parameters by name (e.g.
 * MMDL's {@code order}, the exact task-graph search's knobs) as given by {@code --param k=v}.
 */
public record Options(double timeLimitSeconds, long seed, int threads, Map<String, String> params) {

    public static final double DEFAULT_TIME_LIMIT = 60.0;

    public Options {
        params = Map.copyOf(params == null ? Map.of() : params);
        threads = Math.max(1, threads);
    }

    public Options(double timeLimitSeconds, long seed, Map<String, String> params) { this(timeLimitSeconds, seed, 1, params); }

    public static Options defaults() { return new Options(DEFAULT_TIME_LIMIT, 1L, 1, Map.of()); }

    public Options with(String key, String value) {
        Map<String, String> m = new TreeMap<>(params);
        m.put(key, value);
        return new Options(timeLimitSeconds, seed, threads, m);
    }

    public Options withTimeLimit(double seconds) { return new Options(seconds, seed, threads, params); }

    public Options withSeed(long newSeed) { return new Options(timeLimitSeconds, newSeed, threads, params); }

    public Options withThreads(int newThreads) { return new Options(timeLimitSeconds, seed, newThreads, params); }

    /** The longest time limit honoured: about 31 years (so that deadlines in nanoseconds never overflow). */
    public static final double LONGEST_TIME_LIMIT = 1e9;

    /** When the time limit, counted from {@code startNanos} ({@code System.nanoTime()}), runs out. */
    public long deadlineNanos(long startNanos) {
        return startNanos + (long) (Math.min(LONGEST_TIME_LIMIT, Math.max(0, timeLimitSeconds)) * 1e9);
    }

    public String param(String key, String fallback) { return params.getOrDefault(key, fallback); }
}
