package gaplab.model.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.Decimals;
import gaplab.model.core.InputException;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * {@link Bandwidth} (issue 37, item 2): units are parsed exactly, λ = 10^6 / bandwidth seconds per megabyte
 * is exact as written, every delay η · λ of a workflow's file is B / bandwidth exactly, and anything
 * else is refused with one line.
 */
class BandwidthTest {
    static BigDecimal lambda(String s) throws InputException { return Bandwidth.parse(s).secondsPerMegabyte(); }

    @Test
    void unitsAreExact() throws InputException {
        assertEquals(0, new BigDecimal("0.008").compareTo(lambda("125MB/s")));
        assertEquals(0, new BigDecimal("0.008").compareTo(lambda("1Gbit/s")));
        assertEquals(0, new BigDecimal("0.008").compareTo(lambda("125 MB/s")));
        assertEquals(0, new BigDecimal("0.008").compareTo(lambda("125000000")));
        assertEquals(0, new BigDecimal("0.008").compareTo(lambda("1.25e8")));
        assertEquals(0, BigDecimal.ONE.compareTo(lambda("1MB/s")));
        assertEquals(0, new BigDecimal("8").compareTo(lambda("1Mbit/s")));
        assertEquals(0, new BigDecimal("0.0008").compareTo(lambda("10Gbit/s")));
        assertEquals(0, new BigDecimal("0.95367431640625").compareTo(lambda("1MiB/s")));
        assertEquals(0, new BigDecimal("976.5625").compareTo(lambda("1KiB/s")));
        assertEquals(0, new BigDecimal("8000000").compareTo(lambda("1bit/s")));
        assertEquals(0, new BigDecimal("1000000").compareTo(lambda("1B/s")));
        assertEquals(0, new BigDecimal("0.001").compareTo(lambda("1GB/s")));
        assertEquals(0, new BigDecimal("0.000001").compareTo(lambda("1TB/s")));
    }

    @Test
    void refusesWhatIsNotExactOrNotABandwidth() {
        for (String bad : new String[]{"3MB/s", "1GiB/s", "12KB/s", "125mb/s", "125 Mbps", "abc", "", "0MB/s", "-1MB/s", "1e-400MB/s", "125MB/s/s", "NaN", "inf", "1,5MB/s"}) {
            InputException e = assertThrows(InputException.class, () -> Bandwidth.parse(bad), bad);
            assertTrue(e.getMessage().startsWith("--bandwidth") && !e.getMessage().contains("\n"), e.getMessage());
        }
    }

    /** Every delay η · λ on the machine is the file's bytes / bandwidth, exactly, between processors; 0 on one. */
    @Test
    void delaysAreBytesOverBandwidth() throws InputException {
        long[] bytes = {1, 999_999, 1_234_567, 5_000_000_000L, 86_016_293_123L};
        for (String rate : new String[]{"125MB/s", "1Gbit/s", "1MiB/s", "10Gbit/s", "100kB/s", "2.5GB/s"}) {
            Bandwidth b = Bandwidth.parse(rate);
            for (Machine base : new Machine[]{Machine.complete(4, 1), Machine.parse("ring:6"), Machine.parse("complete:3:0.5")}) {
                Machine m = b.applyTo(base);
                assertTrue(m.spec().endsWith(" at " + rate));
                for (long by : bytes) {
                    double eta = by / WorkflowFormats.BYTES_PER_MESSAGE; // as the reader computes it
                    for (int i = 0; i < m.size(); i++)
                        for (int j = 0; j < m.size(); j++) {
                            BigDecimal delay = Decimals.exact(eta).multiply(Decimals.exact(m.lambda(i, j)));
                            BigDecimal want = new BigDecimal(by).multiply(Decimals.exact(base.lambda(i, j))).divide(b.bytesPerSecond());
                            assertEquals(0, want.compareTo(delay), rate + " " + base.spec() + " " + by + " bytes " + i + "->" + j);
                        }
                }
            }
        }
    }
}
