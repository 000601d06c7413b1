package gaplab.cli;

/** The value of every count option ({@code --limit}, {@code --sample}, ...): a whole number of at least 1. */
public final class Count extends WholeNumber {
    public Count() { super(1, Integer.MAX_VALUE, ""); }
}
