package gaplab.model.core;

/**
 * Bad input: an unreadable or malformed file, a missing field, a NaN, a negative or zero value where
 * none is allowed. The CLI prints {@link #getMessage()} as one line and exits with code 2.
 */
public final class InputException extends Exception {
    private final String source;
    private final String problem;

    public InputException(String source, String problem) {
        super(source == null ? problem : source + ": " + problem);
        this.source = source;
        this.problem = problem;
    }

    /** The file (or other source) that was bad; may be null. */
    public String source() { return source; }

    /** What is wrong with it, in plain words. */
    public String problem() { return problem; }

    /** The same problem, now attributed to {@code newSource}. */
    public InputException in(String newSource) { return new InputException(newSource, problem); }
}
