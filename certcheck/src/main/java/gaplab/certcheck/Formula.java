package gaplab.certcheck;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * The checker's own formula: the clauses, the variable count, and the SHA-256 of its canonical DIMACS
 * text ({@code p cnf V C}, then one clause per line: each literal followed by one space, then {@code 0}).
 */
final class Formula {
    int vars;
    final List<int[]> clauses = new ArrayList<>();

    Formula(int vars) { this.vars = vars; }

    void add(int[] clause) { clauses.add(clause); }

    /** Raises the variable count to {@code vars} (auxiliary variables numbered as their clauses were written). */
    void declare(int vars) { this.vars = Math.max(this.vars, vars); }

    String sha256() {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            StringBuilder sb = new StringBuilder(1 << 15);
            sb.append("p cnf ").append(vars).append(' ').append(clauses.size()).append('\n');
            for (int[] c : clauses) {
                for (int l : c) sb.append(l).append(' ');
                sb.append("0\n");
                if (sb.length() > 1 << 15) { md.update(sb.toString().getBytes(StandardCharsets.US_ASCII)); sb.setLength(0); }
            }
            md.update(sb.toString().getBytes(StandardCharsets.US_ASCII));
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
