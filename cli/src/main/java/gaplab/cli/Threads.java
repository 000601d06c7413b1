package gaplab.cli;

/** The value of every {@code --threads}: a whole number from 1 to 256. */
public final class Threads extends WholeNumber {
    public Threads() { super(1, 256, " of threads"); }
}
