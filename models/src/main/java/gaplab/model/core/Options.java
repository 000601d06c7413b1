package gaplab.model.core;

import java.util.Map;
import java.util.TreeMap;

/**
 * Options common to all methods: a time limit for exact searches, a seed for randomised methods, and
 * problem-specific parameters by name (e.g. MMDL's {@code order}).
 */
public record Options(double timeLimitSeconds, long seed, Map<String, String> params) {

    public static final double DEFAULT_TIME_LIMIT = 60.0;

    public Options {
        params = Map.copyOf(params == null ? Map.of() : params);
    }

    public static Options defaults() { return new Options(DEFAULT_TIME_LIMIT, 1L, Map.of()); }

    public Options with(String key, String value) {
        Map<String, String> m = new TreeMap<>(params);
        m.put(key, value);
        return new Options(timeLimitSeconds, seed, m);
    }

    public Options withTimeLimit(double seconds) { return new Options(seconds, seed, params); }

    public Options withSeed(long newSeed) { return new Options(timeLimitSeconds, newSeed, params); }

    public String param(String key, String fallback) { return params.getOrDefault(key, fallback); }
}
