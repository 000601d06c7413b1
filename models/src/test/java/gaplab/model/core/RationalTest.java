package gaplab.model.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class RationalTest {
    /** The reduced form computed the obvious way, to compare the fast operations against. */
    private static Rational naive(BigInteger n, BigInteger d) {
        if (d.signum() < 0) { n = n.negate(); d = d.negate(); }
        BigInteger g = n.gcd(d);
        return Rational.of(n.divide(g), d.divide(g));
    }

    @Test
    void fastOperationsGiveTheReducedForm() {
        qt().withExamples(2000).withFixedSeed(3).forAll(integers().between(-500, 500), integers().between(1, 500),
                integers().between(-500, 500), integers().between(1, 500)).checkAssert((a, b, c, d) -> {
            Rational x = Rational.of(a, b), y = Rational.of(c, d);
            BigInteger A = BigInteger.valueOf(a), B = BigInteger.valueOf(b), C = BigInteger.valueOf(c), D = BigInteger.valueOf(d);
            assertEquals(naive(A.multiply(D).add(C.multiply(B)), B.multiply(D)), x.add(y));
            assertEquals(naive(A.multiply(C), B.multiply(D)), x.multiply(y));
            if (c != 0) assertEquals(naive(A.multiply(D), B.multiply(C)), x.divide(y));
            assertEquals(Integer.signum(Long.compare((long) a * d, (long) c * b)), Integer.signum(x.compareTo(y)));
        });
    }

    @Test
    void doublesConvertExactly() {
        assertEquals(Rational.of(1, 2), Rational.of(0.5));
        assertEquals(Rational.of(3), Rational.of(3.0));
        assertEquals(0.1, Rational.of(0.1).doubleValue());
        assertEquals(Rational.ZERO, Rational.sum(new Rational[] {Rational.of(1, 3), Rational.of(-1, 6), Rational.of(-1, 6)}));
    }
}
