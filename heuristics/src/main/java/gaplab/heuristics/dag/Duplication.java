package gaplab.heuristics.dag;

/**
 * Task duplication on top of a list scheduler (seed §3): none, algorithm A (copy once), algorithm B
 * (copy recursively up the predecessors while that helps). See {@link ScheduleState#place}.
 */
public enum Duplication {
    NONE(""), A("+A"), B("+B");

    private final String suffix;

    Duplication(String suffix) { this.suffix = suffix; }

    /** The method-name suffix: "", "+A" or "+B". */
    public String suffix() { return suffix; }
}
