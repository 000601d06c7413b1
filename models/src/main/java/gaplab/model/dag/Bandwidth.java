package gaplab.model.dag;

import gaplab.model.core.Decimals;
import gaplab.model.core.InputException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The network of a workflow machine (issue 37, item 2; docs/dag.md, "Workflows as task graphs"): a
 * bandwidth in bytes per second, so that a file of B bytes costs B / bandwidth seconds between two
 * processors and nothing on the same one. A workflow's arcs carry η = megabytes (10^6 bytes, as
 * {@link WorkflowFormats} reads them), so the machine's λ becomes hops × (10^6 / bandwidth) seconds per
 * megabyte — computed exactly: a bandwidth is accepted only when 10^6 / bandwidth is a terminating
 * decimal of at most 15 significant digits, which a binary64 holds and {@link Decimals#exact} gives
 * back, so every delay η · λ the checkers and exact methods compute is the exact decimal B / bandwidth
 * (SPEC §3: delay = η(a) · λ(P<sub>i</sub>, P<sub>j</sub>)). 125MB/s and 1Gbit/s give λ = 0.008, 1MiB/s
 * gives 0.95367431640625; 3MB/s (1/3) and 1GiB/s (24 digits) are refused with the reason. The default,
 * without a bandwidth, is λ = 1: 1 MB/s.
 */
public final class Bandwidth {
    /** Each unit's bytes per second, spelt exactly (k for 10^3, Ki for 2^10; B bytes, bit bits). */
    static final Map<String, BigDecimal> UNITS = new LinkedHashMap<>();
    static {
        UNITS.put("B/s", BigDecimal.ONE);
        String[] si = {"k", "M", "G", "T"};
        for (int i = 0; i < si.length; i++) {
            BigDecimal f = BigDecimal.ONE.scaleByPowerOfTen(3 * (i + 1));
            UNITS.put(si[i] + "B/s", f);
            UNITS.put(si[i] + "bit/s", f.divide(BigDecimal.valueOf(8)));
        }
        String[] bin = {"Ki", "Mi", "Gi", "Ti"};
        for (int i = 0; i < bin.length; i++) UNITS.put(bin[i] + "B/s", new BigDecimal(java.math.BigInteger.ONE.shiftLeft(10 * (i + 1))));
        UNITS.put("bit/s", new BigDecimal("0.125"));
    }

    private static final Pattern FORM = Pattern.compile("([0-9]+(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?) ?([A-Za-z/]*)");
    private static final BigDecimal MEGABYTE = BigDecimal.valueOf(1_000_000);

    private final String text;
    private final BigDecimal bytesPerSecond;
    private final BigDecimal secondsPerMegabyte;

    private Bandwidth(String text, BigDecimal bytesPerSecond, BigDecimal secondsPerMegabyte) {
        this.text = text;
        this.bytesPerSecond = bytesPerSecond;
        this.secondsPerMegabyte = secondsPerMegabyte;
    }

    /** The units accepted, for messages and docs. */
    public static String units() { return String.join(", ", UNITS.keySet()); }

    /**
     * Parses {@code 125MB/s}, {@code 1Gbit/s}, {@code 1.5 GB/s} or a plain number of bytes per second;
     * anything else, a bandwidth ≤ 0, or one whose 10^6 / bandwidth is no decimal of at most 15
     * significant digits, is refused with one line.
     */
    public static Bandwidth parse(String spec) throws InputException {
        String s = spec == null ? "" : spec.strip();
        Matcher m = FORM.matcher(s);
        if (!m.matches())
            throw new InputException("--bandwidth", "'" + spec + "' is not a bandwidth: a number and a unit (" + units() + "), e.g. 125MB/s or 1Gbit/s, or bytes per second");
        BigDecimal unit = m.group(2).isEmpty() ? BigDecimal.ONE : UNITS.get(m.group(2));
        if (unit == null)
            throw new InputException("--bandwidth", "'" + spec + "': unknown unit '" + m.group(2) + "' (units: " + units() + "; k = 10^3, Ki = 2^10, B bytes, bit bits)");
        BigDecimal value;
        try {
            value = new BigDecimal(m.group(1));
        } catch (NumberFormatException | ArithmeticException e) {
            throw new InputException("--bandwidth", "'" + spec + "': not a number");
        }
        if (Math.abs(value.scale()) > 100) throw new InputException("--bandwidth", "'" + spec + "': exponent out of range");
        BigDecimal bps = value.multiply(unit);
        if (bps.signum() <= 0) throw new InputException("--bandwidth", "'" + spec + "': the bandwidth must be > 0");
        BigDecimal lambda;
        try {
            lambda = MEGABYTE.divide(bps).stripTrailingZeros();
        } catch (ArithmeticException notTerminating) {
            throw new InputException("--bandwidth", "'" + spec + "': 10^6 / bandwidth (seconds per megabyte) is no terminating decimal, so delays would not be exact; give a bandwidth of the form 2^a·5^b·(1, 2, 4, 5, …) bytes per second, e.g. 125MB/s, 100MB/s, 1Gbit/s");
        }
        if (lambda.precision() > 15 || lambda.round(MathContext.DECIMAL64).doubleValue() == 0 || !Double.isFinite(lambda.doubleValue())
                || Decimals.exact(lambda.doubleValue()).compareTo(lambda) != 0)
            throw new InputException("--bandwidth", "'" + spec + "': 10^6 / bandwidth = " + lambda.toPlainString() + " seconds per megabyte has more than 15 significant digits, so delays would not be exact; give e.g. 1GB/s or 8Gbit/s");
        return new Bandwidth(s, bps, lambda);
    }

    /** The bandwidth as given, e.g. {@code 125MB/s}. */
    public String text() { return text; }

    /** Bytes per second, exactly. */
    public BigDecimal bytesPerSecond() { return bytesPerSecond; }

    /** λ per hop: 10^6 / bandwidth seconds per megabyte, exactly. */
    public BigDecimal secondsPerMegabyte() { return secondsPerMegabyte; }

    /**
     * {@code m} with every λ multiplied by 10^6 / bandwidth (exactly; λ counts hops, or the machine's
     * {@code :UNIT} multiples), speeds kept; the spec says the bandwidth, e.g. {@code complete:4 at 125MB/s}.
     */
    public Machine applyTo(Machine m) throws InputException {
        int p = m.size();
        double[][] l = new double[p][p];
        for (int i = 0; i < p; i++)
            for (int j = 0; j < p; j++) {
                BigDecimal x = Decimals.exact(m.lambda(i, j)).multiply(secondsPerMegabyte);
                double d = x.doubleValue();
                if (x.signum() != 0 && (x.stripTrailingZeros().precision() > 15 || Decimals.exact(d).compareTo(x) != 0))
                    throw new InputException("--bandwidth", "λ(" + i + ", " + j + ") = " + Decimals.exact(m.lambda(i, j)).toPlainString() + " × " + secondsPerMegabyte.toPlainString()
                            + " seconds per megabyte has more than 15 significant digits; delays would not be exact");
                l[i][j] = d;
            }
        return new Machine(m.spec() + " at " + text, l, m.speeds());
    }
}
