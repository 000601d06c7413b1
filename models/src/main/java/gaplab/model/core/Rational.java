package gaplab.model.core;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/**
 * Exact rational numbers p/q (q &gt; 0, reduced). Every finite double converts exactly, so an exact
 * computation on the instance's own numbers has no rounding at all.
 */
public final class Rational implements Comparable<Rational> {
    public static final Rational ZERO = new Rational(BigInteger.ZERO, BigInteger.ONE);
    public static final Rational ONE = new Rational(BigInteger.ONE, BigInteger.ONE);

    private final BigInteger num;
    private final BigInteger den;

    private Rational(BigInteger num, BigInteger den) {
        this.num = num;
        this.den = den;
    }

    public static Rational of(BigInteger num, BigInteger den) {
        if (den.signum() == 0) throw new ArithmeticException("division by zero");
        if (den.signum() < 0) { num = num.negate(); den = den.negate(); }
        BigInteger g = num.gcd(den);
        if (!g.equals(BigInteger.ONE) && g.signum() != 0) { num = num.divide(g); den = den.divide(g); }
        if (num.signum() == 0) den = BigInteger.ONE;
        return new Rational(num, den);
    }

    public static Rational of(long n) { return new Rational(BigInteger.valueOf(n), BigInteger.ONE); }

    public static Rational of(long n, long d) { return of(BigInteger.valueOf(n), BigInteger.valueOf(d)); }

    /** The exact value of a finite double. */
    public static Rational of(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) throw new ArithmeticException("not finite: " + v);
        BigDecimal bd = new BigDecimal(v);
        if (bd.scale() <= 0) return new Rational(bd.toBigIntegerExact(), BigInteger.ONE);
        return of(bd.unscaledValue(), BigInteger.TEN.pow(bd.scale()));
    }

    /** Σ values, summed as a balanced tree so that the numbers stay as small as they can. */
    public static Rational sum(Rational[] values) {
        if (values.length == 0) return ZERO;
        Rational[] level = values.clone();
        int n = level.length;
        while (n > 1) {
            int m = 0;
            for (int i = 0; i + 1 < n; i += 2) level[m++] = level[i].add(level[i + 1]);
            if (n % 2 == 1) level[m++] = level[n - 1];
            n = m;
        }
        return level[0];
    }

    public BigInteger numerator() { return num; }

    public BigInteger denominator() { return den; }

    public int signum() { return num.signum(); }

    /** Knuth's addition (TAOCP 4.5.1): only gcds with the small common factor of the denominators. */
    public Rational add(Rational o) {
        if (num.signum() == 0) return o;
        if (o.num.signum() == 0) return this;
        BigInteger g = den.gcd(o.den);
        if (g.equals(BigInteger.ONE))
            return new Rational(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
        BigInteger t = num.multiply(o.den.divide(g)).add(o.num.multiply(den.divide(g)));
        if (t.signum() == 0) return ZERO;
        BigInteger g2 = t.gcd(g);
        return new Rational(t.divide(g2), den.divide(g).multiply(o.den.divide(g2)));
    }

    public Rational subtract(Rational o) { return add(o.negate()); }

    /** Cross-cancelling multiplication: gcds of a numerator with the other factor's denominator only. */
    public Rational multiply(Rational o) {
        if (num.signum() == 0 || o.num.signum() == 0) return ZERO;
        BigInteger g1 = num.gcd(o.den), g2 = o.num.gcd(den);
        BigInteger n = num.divide(g1).multiply(o.num.divide(g2)), d = den.divide(g2).multiply(o.den.divide(g1));
        if (d.signum() < 0) { n = n.negate(); d = d.negate(); }
        return new Rational(n, d);
    }

    public Rational divide(Rational o) {
        if (o.num.signum() == 0) throw new ArithmeticException("division by zero");
        return multiply(o.num.signum() > 0 ? new Rational(o.den, o.num) : new Rational(o.den.negate(), o.num.negate()));
    }

    public Rational negate() { return new Rational(num.negate(), den); }

    public Rational abs() { return num.signum() < 0 ? negate() : this; }

    public Rational min(Rational o) { return compareTo(o) <= 0 ? this : o; }

    public Rational max(Rational o) { return compareTo(o) >= 0 ? this : o; }

    public double doubleValue() {
        return new BigDecimal(num).divide(new BigDecimal(den), MathContext.DECIMAL128).doubleValue();
    }

    @Override
    public int compareTo(Rational o) { return num.multiply(o.den).compareTo(o.num.multiply(den)); }

    @Override
    public boolean equals(Object o) { return o instanceof Rational r && num.equals(r.num) && den.equals(r.den); }

    @Override
    public int hashCode() { return num.hashCode() * 31 + den.hashCode(); }

    @Override
    public String toString() { return den.equals(BigInteger.ONE) ? num.toString() : num + "/" + den; }
}
