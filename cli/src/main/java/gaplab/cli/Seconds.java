package gaplab.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The value of every {@code --time-limit}: a finite number of seconds above 0 (else exit 2 with one line). */
public final class Seconds implements ITypeConverter<Double> {
    @Override
    public Double convert(String value) {
        double s;
        try {
            s = Double.parseDouble(value.trim());
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a number of seconds");
        }
        if (!Double.isFinite(s) || !(s > 0)) throw new TypeConversionException("must be a finite number of seconds above 0 (got '" + value + "')");
        return s;
    }
}
