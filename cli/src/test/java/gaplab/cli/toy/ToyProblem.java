package gaplab.cli.toy;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.Bounds;
import gaplab.model.core.Codec;
import gaplab.model.core.Fixture;
import gaplab.model.core.InputException;
import gaplab.model.core.InstanceSpace;
import gaplab.model.core.JsonInput;
import gaplab.model.core.MethodCatalog;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Problem;
import gaplab.model.core.ProblemProvider;
import gaplab.model.core.SizeOptions;
import gaplab.model.core.Solver;
import gaplab.model.core.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A plug-in problem defined only in test code: split whole numbers into two bins, minimise the larger
 * sum (number partitioning). It is listed in this module's test {@code META-INF/services}, exactly as a
 * plug-in jar on {@code GAPLAB_CLASSPATH} would list it, and nothing in gaplab names it.
 */
public final class ToyProblem implements ProblemProvider {

    /** The numbers to split. */
    public record Numbers(long[] values) {}

    /** Which bin (0 or 1) each number goes to. */
    public record Split(int[] bin) {}

    static long larger(Numbers in, int[] bin) {
        long[] sum = new long[2];
        for (int i = 0; i < bin.length; i++) sum[bin[i]] += in.values()[i];
        return Math.max(sum[0], sum[1]);
    }

    static final Problem<Numbers, Split> PROBLEM = new Problem<>("toy", "Two-bin number partitioning (a test plug-in)", "larger sum",
            new Files(), ToyProblem::check, MethodCatalog.of(() -> List.of(new Exhaustive(), new Greedy())),
            Bounds.statedOnly(List.of(Bounds.named("half-sum", in -> Math.ceil(java.util.Arrays.stream(in.values()).sum() / 2.0)))),
            () -> List.of(new Fixture<>("three-two-two", new Numbers(new long[]{3, 2, 2}), 4, "hand computation: {3} and {2, 2}")),
            null, new Space());

    @Override
    public Problem<Numbers, Split> problem() { return PROBLEM; }

    /** The independent checker: every number in bin 0 or 1, the larger sum recomputed. */
    static Verdict check(Numbers in, Split s) {
        if (s.bin().length != in.values().length) return Verdict.invalid(s.bin().length + " bins for " + in.values().length + " numbers");
        for (int b : s.bin()) if (b != 0 && b != 1) return Verdict.invalid("bin " + b + " does not exist");
        return Verdict.valid(larger(in, s.bin()));
    }

    static final class Files implements Codec<Numbers, Split> {
        @Override
        public Numbers readInstance(Path file) throws InputException {
            JsonInput in = JsonInput.read(file);
            List<Long> v = new ArrayList<>();
            for (var n : in.node().get("numbers")) v.add(n.asLong());
            if (v.isEmpty()) throw new InputException(file.toString(), "no numbers");
            return new Numbers(v.stream().mapToLong(Long::longValue).toArray());
        }

        @Override
        public ObjectNode instanceJson(Numbers in) {
            ObjectNode o = JsonInput.MAPPER.createObjectNode();
            ArrayNode a = o.putArray("numbers");
            for (long v : in.values()) a.add(v);
            return o;
        }

        @Override
        public Split readSolution(Path file, Numbers in) throws InputException {
            JsonInput s = JsonInput.read(file);
            List<Integer> b = new ArrayList<>();
            for (var n : s.node().get("bin")) b.add(n.asInt());
            return new Split(b.stream().mapToInt(Integer::intValue).toArray());
        }

        @Override
        public ObjectNode solutionJson(Numbers in, Split s) {
            ObjectNode o = JsonInput.MAPPER.createObjectNode();
            ArrayNode a = o.putArray("bin");
            for (int b : s.bin()) a.add(b);
            return o;
        }
    }

    /** Every split (n ≤ 20): exact. */
    static final class Exhaustive implements Solver<Numbers, Split> {
        @Override public String name() { return "exhaustive"; }

        @Override public boolean exact() { return true; }

        @Override
        public Outcome<Split> solve(Numbers in, Options options) {
            int n = in.values().length;
            int[] best = null;
            long bestValue = Long.MAX_VALUE;
            for (long mask = 0; mask < (1L << n); mask++) {
                int[] bin = new int[n];
                for (int i = 0; i < n; i++) bin[i] = (int) ((mask >> i) & 1);
                long v = larger(in, bin);
                if (v < bestValue) { bestValue = v; best = bin; }
            }
            return Outcome.optimal(new Split(best), bestValue, 0);
        }
    }

    /** Each number, in the given order, into the bin with the smaller sum. */
    static final class Greedy implements Solver<Numbers, Split> {
        @Override public String name() { return "greedy"; }

        @Override
        public Outcome<Split> solve(Numbers in, Options options) {
            long[] sum = new long[2];
            int[] bin = new int[in.values().length];
            for (int i = 0; i < bin.length; i++) {
                bin[i] = sum[0] <= sum[1] ? 0 : 1;
                sum[bin[i]] += in.values()[i];
            }
            return Outcome.feasible(new Split(bin), Math.max(sum[0], sum[1]), Double.NaN, 0);
        }
    }

    /** Random lists of {@code count} numbers in 1..{@code max}; mutation changes one number; shrinking drops one. */
    static final class Space implements InstanceSpace<Numbers> {
        @Override
        public Numbers random(SplittableRandom rng, Map<String, String> size) throws InputException {
            SizeOptions o = SizeOptions.of("toy", sizeDefaults(), size);
            int count = o.integer("count", 1, 16), max = o.integer("max", 1, 1000);
            long[] v = new long[count];
            for (int i = 0; i < count; i++) v[i] = 1 + rng.nextInt(max);
            return new Numbers(v);
        }

        @Override
        public Numbers mutate(Numbers in, SplittableRandom rng) {
            long[] v = in.values().clone();
            v[rng.nextInt(v.length)] = 1 + rng.nextInt(20);
            return new Numbers(v);
        }

        @Override
        public List<Numbers> shrink(Numbers in) {
            List<Numbers> out = new ArrayList<>();
            for (int i = 0; in.values().length > 1 && i < in.values().length; i++) {
                long[] v = new long[in.values().length - 1];
                for (int j = 0, k = 0; j < in.values().length; j++) if (j != i) v[k++] = in.values()[j];
                out.add(new Numbers(v));
            }
            return out;
        }

        @Override
        public Map<String, String> sizeDefaults() { return Map.of("count", "6", "max", "20"); }
    }
}
