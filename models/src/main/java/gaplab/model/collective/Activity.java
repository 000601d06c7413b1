package gaplab.model.collective;

/**
 * One interval on one processor's time line.
 *
 * @param kind  send, receive, computation, or wait (blocked in a receive whose message has not yet
 *              become receivable)
 * @param phase scatter or gather for send/receive; {@code null} for compute and wait
 * @param start start time
 * @param end   end time
 * @param peer  the other processor of a send or receive; -1 for compute and wait
 * @param size  message size m (send/receive) or units of data computed (compute); 0 for a wait
 */
public record Activity(Kind kind, Phase phase, double start, double end, int peer, double size) {

    public enum Kind {
        SEND("send"), RECV("recv"), COMPUTE("compute"), WAIT("wait");
        private final String key;
        Kind(String key) { this.key = key; }
        public String key() { return key; }
        public static Kind parse(String s) {
            for (Kind k : values()) if (k.key.equals(s)) return k;
            throw new IllegalArgumentException("unknown activity kind '" + s + "' (expected send, recv, compute or wait)");
        }
    }

    public enum Phase {
        SCATTER("scatter"), GATHER("gather");
        private final String key;
        Phase(String key) { this.key = key; }
        public String key() { return key; }
        public static Phase parse(String s) {
            for (Phase k : values()) if (k.key.equals(s)) return k;
            throw new IllegalArgumentException("unknown phase '" + s + "' (expected scatter or gather)");
        }
    }

    public double duration() { return end - start; }
}
