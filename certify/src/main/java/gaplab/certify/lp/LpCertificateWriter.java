package gaplab.certify.lp;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.certify.CertificateWriter;
import gaplab.model.core.JsonInput;
import gaplab.model.core.Rational;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes an LP certificate (docs/certificates.md, "LP optima"): {@code certificate.json} with the instance
 * copy and its SHA-256, and for each LP its exact primal and dual solutions as fractions "p/q" keyed by
 * the variable and row names the checker rebuilds; {@code optimum} is the least of the LPs' values
 * (one LP, or one per ordering for the collective size LP). No proof file: the dual is the proof.
 */
public final class LpCertificateWriter {
    private LpCertificateWriter() {}

    /** One solved LP: its name, an optional ordering ("" if none), the LP and its exact optimum. */
    public record Solved(String name, String order, RationalLp lp, ExactSimplex.Solution solution) {}

    /** What was written: the optimum and the pivots after crossover, summed over the LPs. */
    public record Result(Rational optimum, int pivots, int variables, int rows) {}

    public static Result write(String problem, String variant, String claim, ObjectNode instance, Path source, Path dir, List<Solved> lps) throws IOException {
        Files.createDirectories(dir);
        Files.deleteIfExists(dir.resolve(CertificateWriter.CERTIFICATE));
        ObjectNode c = JsonInput.MAPPER.createObjectNode();
        c.put("format", "gaplab-certificate");
        c.put("version", 1);
        c.put("problem", problem);
        c.put("variant", variant);
        ObjectNode src = c.putObject("source");
        src.put("file", source.getFileName().toString());
        src.put("sha256", CertificateWriter.sha256(Files.readAllBytes(source)));
        byte[] bytes = (JsonInput.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(instance) + "\n").getBytes(StandardCharsets.UTF_8);
        Files.write(dir.resolve(CertificateWriter.INSTANCE), bytes);
        ObjectNode in = c.putObject("instance");
        in.put("file", CertificateWriter.INSTANCE);
        in.put("sha256", CertificateWriter.sha256(bytes));
        Rational best = null;
        int pivots = 0, vars = 0, rows = 0;
        for (Solved s : lps) {
            best = best == null ? s.solution().value() : best.min(s.solution().value());
            pivots += s.solution().pivots();
            vars += s.lp().variableCount();
            rows += s.lp().rowCount();
        }
        c.put("optimum", best.toString());
        c.put("optimum_approx", best.doubleValue());
        c.put("claim", claim);
        ArrayNode a = c.putArray("lps");
        for (Solved s : lps) {
            ObjectNode o = a.addObject();
            o.put("name", s.name());
            o.put("version", 1);
            if (!s.order().isEmpty()) o.put("order", s.order());
            o.put("value", s.solution().value().toString());
            ObjectNode x = o.putObject("primal");
            for (int j = 0; j < s.lp().variableCount(); j++)
                if (s.solution().x()[j].signum() != 0) x.put(s.lp().variableName(j), s.solution().x()[j].toString());
            ObjectNode y = o.putObject("dual");
            for (int i = 0; i < s.lp().rowCount(); i++)
                if (s.solution().y()[i].signum() != 0) y.put(s.lp().row(i).name(), s.solution().y()[i].toString());
        }
        c.putNull("proof");
        ObjectNode p = c.putObject("producer");
        p.put("solver", "ojAlgo 55.0.0 (floating-point start), then the exact simplex of gaplab.certify.lp (crossover, Bland's rule)");
        p.put("pivots", pivots);
        Files.writeString(dir.resolve(CertificateWriter.CERTIFICATE), JsonInput.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(c) + "\n");
        return new Result(best, pivots, vars, rows);
    }
}
