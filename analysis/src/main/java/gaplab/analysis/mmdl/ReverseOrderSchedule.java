package gaplab.analysis.mmdl;

import gaplab.model.mmdl.MmdlInstance;
import gaplab.analysis.mmdl.IntervalMatching.Transfer;
import gaplab.model.mmdl.RoundSchedule.Kind;
import gaplab.model.mmdl.RoundSchedule.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Reverse-order communication scheduling (seed §3.4, fig. 4) in a window [w0, w0 + L]: a sender with
 * several partners sends to its first at w0, to its last so that it ends at w0 + L, and to the middle
 * ones back to back after the first; a receiver with several partners receives from its last at w0,
 * from its first ending at w0 + L, the middle ones back to back after the last. With interval matching
 * a middle partner of one side has no other partner, and a message that is first (last) for one side
 * is last (first) for the other, so the rules never disagree: no contention, all inside the window.
 * Senders send in index order; receivers receive in reverse order.
 *
 * <p>Extensions (§4.1, §4.3): with results returned, half duplex splits the round — results of the
 * previous round flow back in [0, T·β′/(β+β′)], tasks go out in the rest; full duplex runs both over
 * the whole round. Results travel worker → master with the roles of the two sides swapped.
 */
public final class ReverseOrderSchedule {
    private ReverseOrderSchedule() {}

    /** The messages of one round for the matched transfers, at round time t. */
    public static List<Message> messages(MmdlInstance in, double t, List<Transfer> transfers) {
        List<Message> out = new ArrayList<>();
        double beta = in.beta(), bp = in.resultCost();
        if (bp <= 0) {
            place(transfers, false, 0, t, beta, Kind.TASKS, out);
            return out;
        }
        if (in.duplex() == MmdlInstance.Duplex.FULL) {
            place(transfers, true, 0, t, bp, Kind.RESULTS, out);
            place(transfers, false, 0, t, beta, Kind.TASKS, out);
        } else {
            double lg = t * bp / (beta + bp);
            place(transfers, true, 0, lg, bp, Kind.RESULTS, out);
            place(transfers, false, lg, t - lg, beta, Kind.TASKS, out);
        }
        return out;
    }

    /**
     * Places one message per transfer in [w0, w0 + len]. {@code swap}: the worker sends (results).
     * Transfers are in interval order, which is each side's partner order.
     */
    static void place(List<Transfer> transfers, boolean swap, double w0, double len, double unit, Kind kind, List<Message> out) {
        int n = transfers.size();
        int maxId = 0;
        for (Transfer tr : transfers) maxId = Math.max(maxId, Math.max(tr.master(), tr.worker()));
        int[] sendCount = new int[maxId + 1], recvCount = new int[maxId + 1];
        int[] sendPos = new int[n], recvPos = new int[n];
        for (int k = 0; k < n; k++) {
            Transfer tr = transfers.get(k);
            int s = swap ? tr.worker() : tr.master(), r = swap ? tr.master() : tr.worker();
            sendPos[k] = sendCount[s]++;
            recvPos[k] = recvCount[r]++;
        }
        double[] start = new double[n];
        // sender side: first at w0, middles back to back after it, last ends at w0 + len
        double[] senderCursor = new double[maxId + 1];
        java.util.Arrays.fill(senderCursor, w0);
        for (int k = 0; k < n; k++) {
            Transfer tr = transfers.get(k);
            int s = swap ? tr.worker() : tr.master();
            if (sendCount[s] < 2) continue;
            double d = unit * tr.amount();
            if (sendPos[k] == sendCount[s] - 1) start[k] = w0 + len - d;
            else { start[k] = senderCursor[s]; senderCursor[s] += d; }
        }
        // receiver side decides where the sender has a single partner: its last partner at w0, then
        // the middle ones (in reverse order) back to back, its first partner ending at w0 + len
        double[] recvCursor = new double[maxId + 1];
        java.util.Arrays.fill(recvCursor, w0);
        for (int k = n - 1; k >= 0; k--) {
            Transfer tr = transfers.get(k);
            int s = swap ? tr.worker() : tr.master(), r = swap ? tr.master() : tr.worker();
            double d = unit * tr.amount();
            if (sendCount[s] >= 2) {
                if (recvCount[r] >= 2 && recvPos[k] == recvCount[r] - 1) recvCursor[r] = Math.max(recvCursor[r], start[k] + d);
                continue;
            }
            if (recvCount[r] < 2) start[k] = w0;
            else if (recvPos[k] == 0) start[k] = w0 + len - d;
            else { start[k] = recvCursor[r]; recvCursor[r] += d; }
        }
        for (int k = 0; k < n; k++) {
            Transfer tr = transfers.get(k);
            int s = swap ? tr.worker() : tr.master(), r = swap ? tr.master() : tr.worker();
            double d = unit * tr.amount();
            out.add(new Message(s, r, tr.amount(), start[k], start[k] + d, kind));
        }
    }
}
