package gaplab.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The value of every count option ({@code --limit}, {@code --sample}, ...): a whole number of at least 1. */
public final class Count implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
        int n;
        try {
            n = Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a whole number");
        }
        if (n < 1) throw new TypeConversionException("must be at least 1 (got " + n + ")");
        return n;
    }
}
