package gaplab.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The value of every {@code --threads}: a whole number from 1 to 256. */
public final class Threads implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
        int n;
        try {
            n = Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a whole number of threads");
        }
        if (n < 1 || n > 256) throw new TypeConversionException("must be between 1 and 256 (got " + n + ")");
        return n;
    }
}
