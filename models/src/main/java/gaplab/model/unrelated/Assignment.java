package gaplab.model.unrelated;

import java.util.Arrays;

/**
 * A solution of R||Cmax: {@code machine[i]} is the machine (0-based) that runs task i. The tasks of
 * one machine run one after the other, so machine p finishes at t(W_p, M_p) = Σ_{i ∈ W_p} t_ip
 * (seed 004, §3.1) and the makespan is t(W_tot, M_tot) = max_p t(W_p, M_p).
 */
public record Assignment(int[] machine) {

    public Assignment {
        machine = machine.clone();
    }

    public int of(int task) { return machine[task]; }

    public int n() { return machine.length; }

    /** Machine loads t(W_p, M_p) in double arithmetic (∞ if a task sits on a machine that cannot run it). */
    public double[] loads(UnrelatedInstance in) {
        double[] l = new double[in.m()];
        for (int i = 0; i < machine.length; i++) l[machine[i]] += in.time(i, machine[i]);
        return l;
    }

    /** Makespan in double arithmetic. */
    public double makespan(UnrelatedInstance in) {
        double c = 0;
        for (double v : loads(in)) c = Math.max(c, v);
        return c;
    }

    @Override
    public boolean equals(Object o) { return o instanceof Assignment a && Arrays.equals(machine, a.machine); }

    @Override
    public int hashCode() { return Arrays.hashCode(machine); }

    @Override
    public String toString() { return Arrays.toString(machine); }
}
