package gaplab.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A whole-number option value within [min, max]; anything else is exit 2 with one line. */
abstract class WholeNumber implements ITypeConverter<Integer> {
    private final int min, max;
    private final String what;

    WholeNumber(int min, int max, String what) {
        this.min = min;
        this.max = max;
        this.what = what;
    }

    @Override
    public Integer convert(String value) {
        int n;
        try {
            n = Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a whole number" + what);
        }
        if (n < min || n > max)
            throw new TypeConversionException(max == Integer.MAX_VALUE ? "must be at least " + min + " (got " + n + ")"
                    : "must be between " + min + " and " + max + " (got " + n + ")");
        return n;
    }
}
