package gaplab.cli.cert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.catalog.dag.DagProblem;
import gaplab.certcheck.RupChecker;
import gaplab.certify.CadicalProver;
import gaplab.certify.Cnf;
import gaplab.certify.DagOrderEncoding;
import gaplab.certify.IntegerDag;
import gaplab.certify.SatProver;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The backward, core-first proof check against the forward one (docs/certificates.md, "Checking a proof"), on
 * proofs written by both provers: Sat4j's DRUP and CaDiCaL's DRAT (needs {@code cadical}, as
 * {@link CadicalCertificateTest}). On random 3-SAT formulas of 8–12 variables that brute force finds
 * unsatisfiable both checkers accept both proofs. Mutants: the proof truncated before its empty clause, or without
 * it, is refused by both; a lemma left out or a literal flipped may leave a valid proof, so there the forward
 * verdict "accepted" must imply the backward one (the backward check checks a subset of the same steps against
 * the same clauses); and the proofs, and those mutants, checked against the formula without one clause that brute
 * force finds satisfiable are refused by both — which no checker that skips a RUP check of the refutation passes.
 * On seeded task graphs the proof that no schedule has makespan ≤ V − 1 is accepted by both, and the same proof
 * for a claim one unit higher (horizon V, where a schedule exists) is refused by both.
 */
class BackwardCheckPropertyTest {
    /** A formula: variables, clauses. */
    record Formula(int vars, List<int[]> clauses) {
        Cnf cnf() {
            Cnf f = new Cnf(vars);
            for (int[] c : clauses) f.add(c, c.length);
            return f;
        }

        Formula without(int i) {
            List<int[]> rest = new ArrayList<>(clauses);
            rest.remove(i);
            return new Formula(vars, rest);
        }
    }

    /** Random 3-SAT: 8–12 variables, 4.2–6.2 clauses per variable, three distinct variables per clause. */
    static Formula random(SplittableRandom r) {
        int n = 8 + r.nextInt(5), m = (int) Math.round(n * (4.2 + 2 * r.nextDouble()));
        List<int[]> cs = new ArrayList<>();
        for (int c = 0; c < m; c++) {
            int a = 1 + r.nextInt(n), b, d;
            do b = 1 + r.nextInt(n); while (b == a);
            do d = 1 + r.nextInt(n); while (d == a || d == b);
            cs.add(new int[]{r.nextBoolean() ? a : -a, r.nextBoolean() ? b : -b, r.nextBoolean() ? d : -d});
        }
        return new Formula(n, cs);
    }

    /** The assignments (as bits of 2^vars) that satisfy each clause; the formula is satisfiable when their intersection is not empty. */
    static long[][] models(Formula f) {
        int words = Math.max(1, (1 << f.vars) / 64);
        long[][] sat = new long[f.clauses.size()][words];
        for (int i = 0; i < f.clauses.size(); i++)
            for (int a = 0; a < 1 << f.vars; a++)
                for (int l : f.clauses.get(i))
                    if (((a >> (Math.abs(l) - 1)) & 1) == (l > 0 ? 1 : 0)) { sat[i][a >> 6] |= 1L << (a & 63); break; }
        return sat;
    }

    /** Is the formula without clause {@code skip} (-1: none) satisfiable? */
    static boolean satisfiable(long[][] sat, int skip) {
        for (int w = 0; w < sat[0].length; w++) {
            long all = -1L;
            for (int i = 0; i < sat.length; i++) if (i != skip) all &= sat[i][w];
            if (all != 0) return true;
        }
        return false;
    }

    static RupChecker.Result check(Formula f, String proof, boolean rat, RupChecker.Direction d) throws IOException {
        return RupChecker.check(f.vars, f.clauses, new ByteArrayInputStream(proof.getBytes(StandardCharsets.US_ASCII)), rat, d);
    }

    static RupChecker.Result forward(Formula f, String proof, boolean rat) throws IOException { return check(f, proof, rat, RupChecker.Direction.FORWARD); }

    static RupChecker.Result backward(Formula f, String proof, boolean rat) throws IOException { return check(f, proof, rat, RupChecker.Direction.BACKWARD); }

    /** The proof's lines up to and with its empty clause (CaDiCaL writes deletions after it, which are never read). */
    static List<String> lines(String proof) {
        List<String> out = new ArrayList<>();
        for (String line : proof.split("\n")) {
            out.add(line);
            if (line.trim().equals("0")) break;
        }
        return out;
    }

    static String text(List<String> lines) { return lines.isEmpty() ? "" : String.join("\n", lines) + "\n"; }

    /** Indices of the lemma lines before the empty clause. */
    static List<Integer> lemmas(List<String> lines) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < lines.size() - 1; i++) if (!lines.get(i).startsWith("d") && !lines.get(i).isBlank() && !lines.get(i).startsWith("c")) out.add(i);
        return out;
    }

    /** The mutants of one proof: truncated, without the empty clause, a lemma left out, a literal flipped. */
    static List<String> mutants(String proof, SplittableRandom r) {
        List<String> lines = lines(proof), out = new ArrayList<>();
        int end = lines.size() - 1;
        out.add(text(lines.subList(0, r.nextInt(end + 1))));          // truncated before the empty clause
        List<String> noEmpty = new ArrayList<>(lines);
        noEmpty.remove(end);
        out.add(text(noEmpty));                                         // the empty clause removed
        List<Integer> ls = lemmas(lines);
        if (!ls.isEmpty()) {
            List<String> dropped = new ArrayList<>(lines);
            dropped.remove((int) ls.get(r.nextInt(ls.size())));
            out.add(text(dropped));                                     // a lemma left out
            List<String> flipped = new ArrayList<>(lines);
            int at = ls.get(r.nextInt(ls.size()));
            String[] lits = flipped.get(at).trim().split("\\s+");
            int k = r.nextInt(lits.length - 1);
            lits[k] = lits[k].startsWith("-") ? lits[k].substring(1) : "-" + lits[k];
            flipped.set(at, String.join(" ", lits));
            out.add(text(flipped));                                     // a literal flipped
        }
        return out;
    }

    /** Both directions refuse. */
    static void refusedByBoth(Formula f, String proof, boolean rat, String what) throws IOException {
        RupChecker.Result fw = forward(f, proof, rat), bw = backward(f, proof, rat);
        assertFalse(fw.accepted(), what + " accepted forwards");
        assertFalse(bw.accepted(), what + " accepted backwards");
    }

    @Test
    void onRandomFormulasBothDirectionsAgreeOnProofsAndRefuseTheirMutants(@TempDir Path tmp) {
        Path cadical = CadicalProver.find();
        assertNotNull(cadical, "cadical is not on the PATH: run scripts/install-cadical.sh (the README's test command does)");
        int[] seen = new int[3];   // unsatisfiable formulas, proofs checked, formulas weakened to satisfiable
        qt().withFixedSeed(20261127L).withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            try {
                SplittableRandom r = new SplittableRandom(seed);
                Formula f = random(r);
                long[][] sat = models(f);
                if (satisfiable(sat, -1)) return;
                seen[0]++;
                // a clause whose removal leaves a satisfiable formula, if any
                int weaken = -1;
                for (int i = 0; i < f.clauses.size() && weaken < 0; i++) if (satisfiable(sat, i)) weaken = i;
                for (boolean drat : new boolean[]{false, true}) {
                    Path p = tmp.resolve("p" + seed + (drat ? ".drat" : ".drup"));
                    SatProver.Answer a = drat ? CadicalProver.solve(f.cnf(), 20, p, cadical).answer() : SatProver.solve(f.cnf(), 20, p).answer();
                    assertEquals(SatProver.Answer.UNSAT, a, "the prover disagrees with brute force");
                    String proof = Files.readString(p);
                    Files.delete(p);
                    assertFalse(proof.isEmpty(), "an empty proof (CadicalProver writes \"0\" where CaDiCaL writes nothing)");
                    RupChecker.Result fw = forward(f, proof, drat), bw = backward(f, proof, drat);
                    assertTrue(fw.accepted(), "forward: " + fw.reason());
                    assertTrue(bw.accepted(), "backward: " + bw.reason());
                    assertEquals(fw.lemmas(), bw.lemmas());
                    assertTrue(bw.checked() <= fw.checked());
                    seen[1]++;
                    List<String> ms = mutants(proof, r);
                    refusedByBoth(f, ms.get(0), drat, "a truncated proof");
                    refusedByBoth(f, ms.get(1), drat, "a proof without its empty clause");
                    for (String m : ms.subList(2, ms.size()))
                        if (forward(f, m, drat).accepted()) assertTrue(backward(f, m, drat).accepted(), "accepted forwards, refused backwards:\n" + m);
                    if (weaken >= 0) {
                        Formula g = f.without(weaken);
                        refusedByBoth(g, proof, drat, "a proof of a satisfiable formula");
                        for (String m : ms) refusedByBoth(g, m, drat, "a mutant against a satisfiable formula");
                    }
                }
                if (weaken >= 0) seen[2]++;
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        assertTrue(seen[0] >= 60 && seen[1] == 2 * seen[0] && seen[2] >= 30, "unsatisfiable " + seen[0] + ", proofs " + seen[1] + ", weakened " + seen[2]);
    }

    @Test
    void onTaskGraphsAProofBelowTheOptimumIsAcceptedAndOneUnitHigherRefused(@TempDir Path tmp) throws Exception {
        Path cadical = CadicalProver.find();
        assertNotNull(cadical, "cadical is not on the PATH: run scripts/install-cadical.sh (the README's test command does)");
        SplittableRandom r = new SplittableRandom(35);
        int done = 0, empty = 0;
        for (int k = 0; k < 30; k++) {
            DagInstance in = CertEncodingTest.instance(r, k);
            IntegerDag g;
            try {
                g = IntegerDag.of(in, CertEncodingTest.unit(in));
            } catch (IntegerDag.NotInteger e) {
                continue;
            }
            var a = DagProblem.exact().solve(in, Options.defaults().withTimeLimit(20));
            assertEquals(Status.OPTIMAL, a.status(), "instance " + k);
            int v = (int) Math.round(a.objective() / CertEncodingTest.unit(in).doubleValue());
            if (v == 0) continue;
            Formula below = formula(DagOrderEncoding.encode(g, v - 1, Long.MAX_VALUE)), at = formula(DagOrderEncoding.encode(g, v, Long.MAX_VALUE));
            for (boolean drat : new boolean[]{false, true}) {
                Path p = tmp.resolve("d" + k + (drat ? ".drat" : ".drup"));
                SatProver.Answer ans = drat ? CadicalProver.solve(below.cnf(), 20, p, cadical).answer() : SatProver.solve(below.cnf(), 20, p).answer();
                assertEquals(SatProver.Answer.UNSAT, ans, "instance " + k);
                String proof = Files.readString(p);
                // CaDiCaL 1.5.3 writes an empty proof when unit propagation alone refutes the formula; CadicalProver then writes "0"
                if (drat && proof.equals("0\n")) empty++;
                var fw = forward(below, proof, drat);
                assertTrue(fw.accepted(), "instance " + k + " forwards (" + (drat ? "drat" : "drup") + "): " + fw.reason() + " proof " + proof.length());
                assertTrue(backward(below, proof, drat).accepted(), "instance " + k + " backwards");
                refusedByBoth(at, proof, drat, "instance " + k + ": the proof against horizon V");
            }
            done++;
        }
        assertTrue(done >= 20 && empty < done, "instances " + done + ", empty CaDiCaL proofs " + empty);
    }

    static Formula formula(Cnf cnf) {
        List<int[]> cs = new ArrayList<>();
        for (int c = 0; c < cnf.clauses(); c++) cs.add(cnf.clause(c));
        return new Formula(cnf.variables(), cs);
    }
}
