package gaplab.certify;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * A formula in conjunctive normal form, stored as one flat array of literals (DIMACS numbering: variable
 * v ≥ 1, literal v or −v). Its canonical text is DIMACS: {@code p cnf V C}, then one clause per line, the
 * literals separated by one space and ended by {@code 0} (docs/certificates.md, "The CNF file"); the
 * certificate records the SHA-256 of that text.
 */
public final class Cnf {
    private int vars;
    private int[] lits = new int[1024];
    private int size;
    private int[] starts = new int[256];
    private int clauses;

    /** An empty formula over {@code vars} variables. */
    public Cnf(int vars) { this.vars = vars; }

    public int variables() { return vars; }

    /** Raises the variable count to {@code vars} (for groups whose auxiliary variables are numbered as they are written). */
    public void declare(int vars) { this.vars = Math.max(this.vars, vars); }

    public int clauses() { return clauses; }

    /** Adds a clause (its literals as given, already free of constants and repeats). */
    public void add(int[] clause, int length) {
        if (clauses + 1 >= starts.length) starts = Arrays.copyOf(starts, starts.length * 2);
        if (size + length > lits.length) lits = Arrays.copyOf(lits, Math.max(lits.length * 2, size + length));
        starts[clauses] = size;
        System.arraycopy(clause, 0, lits, size, length);
        size += length;
        starts[++clauses] = size;
    }

    /** The literals of clause {@code i}. */
    public int[] clause(int i) { return Arrays.copyOfRange(lits, starts[i], starts[i + 1]); }

    /** Writes the canonical DIMACS text. */
    public void write(OutputStream out) throws IOException {
        StringBuilder sb = new StringBuilder(1 << 16);
        sb.append("p cnf ").append(vars).append(' ').append(clauses).append('\n');
        for (int c = 0; c < clauses; c++) {
            for (int i = starts[c]; i < starts[c + 1]; i++) sb.append(lits[i]).append(' ');
            sb.append("0\n");
            if (sb.length() > 1 << 15) { out.write(sb.toString().getBytes(StandardCharsets.US_ASCII)); sb.setLength(0); }
        }
        out.write(sb.toString().getBytes(StandardCharsets.US_ASCII));
    }

    /** SHA-256 of the canonical DIMACS text, in lower-case hex. */
    public String sha256() {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            write(new OutputStream() {
                @Override public void write(int b) { md.update((byte) b); }

                @Override public void write(byte[] b, int off, int len) { md.update(b, off, len); }
            });
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException | IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The DIMACS text as bytes (small formulas, tests). */
    public byte[] dimacs() {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try { write(b); } catch (IOException e) { throw new IllegalStateException(e); }
        return b.toByteArray();
    }
}
