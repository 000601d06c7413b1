package gaplab.model.core;

import java.util.Map;

/** Reads the size options of {@link InstanceSpace#random} ({@code --param key=value}) with clear errors. */
public final class SizeOptions {
    private final String problem;
    private final Map<String, String> defaults;
    private final Map<String, String> given;

    private SizeOptions(String problem, Map<String, String> defaults, Map<String, String> given) {
        this.problem = problem;
        this.defaults = defaults;
        this.given = given;
    }

    /** Rejects names that are not in {@code defaults}. */
    public static SizeOptions of(String problem, Map<String, String> defaults, Map<String, String> given) throws InputException {
        for (String k : given.keySet())
            if (!defaults.containsKey(k))
                throw new InputException("--param " + k, "unknown size option for " + problem + "; known: " + String.join(", ", defaults.keySet()));
        return new SizeOptions(problem, defaults, given);
    }

    public int integer(String key, int min, int max) throws InputException {
        String v = given.getOrDefault(key, defaults.get(key));
        int x;
        try {
            x = Integer.parseInt(v.trim());
        } catch (NumberFormatException | NullPointerException e) {
            throw new InputException("--param " + key, "'" + v + "' is not an integer");
        }
        if (x < min || x > max) throw new InputException("--param " + key, "must be between " + min + " and " + max + " (got " + x + ")");
        return x;
    }

    public double number(String key, double min, double max) throws InputException {
        String v = given.getOrDefault(key, defaults.get(key));
        double x;
        try {
            x = Double.parseDouble(v.trim());
        } catch (NumberFormatException | NullPointerException e) {
            throw new InputException("--param " + key, "'" + v + "' is not a number");
        }
        if (!(x >= min && x <= max)) throw new InputException("--param " + key, "must be between " + min + " and " + max + " (got " + v + ")");
        return x;
    }

    public String text(String key, String... allowed) throws InputException {
        String v = given.getOrDefault(key, defaults.get(key));
        for (String a : allowed) if (a.equals(v)) return v;
        throw new InputException("--param " + key, "must be one of " + String.join(", ", allowed) + " (got '" + v + "')");
    }

    public String problem() { return problem; }
}
