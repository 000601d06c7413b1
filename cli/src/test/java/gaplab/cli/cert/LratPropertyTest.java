package gaplab.cli.cert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.certcheck.LratCheck;
import gaplab.certcheck.ProofTrimmer;
import gaplab.certcheck.RupChecker;
import gaplab.certify.CadicalProver;
import gaplab.certify.SatProver;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Proofs trimmed to LRAT (docs/certificates.md, "LRAT proofs"): on random 3-SAT formulas of 8–12 variables that
 * brute force finds unsatisfiable (as {@link BackwardCheckPropertyTest}), Sat4j's DRUP and CaDiCaL's DRAT proofs
 * (needs {@code cadical}) trimmed by {@link ProofTrimmer} are accepted by {@link LratCheck}, with no more lemmas
 * than the proof had; every mutant of {@link LratMutants} (a hint dropped, the conflict moved first, a hint at a
 * deleted or unknown clause, a literal flipped, the proof truncated) is refused; and against the formula less
 * one clause, where brute force finds that satisfiable, the LRAT proof and its mutants are refused. A proof whose
 * refutation needs RAT steps is not trimmed (it stays DRAT); the test counts them.
 */
class LratPropertyTest {
    static RupChecker.Result lrat(BackwardCheckPropertyTest.Formula f, String proof) throws IOException {
        return LratCheck.check(f.vars(), f.clauses(), new ByteArrayInputStream(proof.getBytes(StandardCharsets.US_ASCII)));
    }

    @Test
    void trimmedProofsAreAcceptedAndTheirMutantsRefused(@TempDir Path tmp) {
        Path cadical = CadicalProver.find();
        assertNotNull(cadical, "cadical is not on the PATH: run scripts/install-cadical.sh (the README's test command does)");
        int[] seen = new int[4];   // proofs trimmed, mutants refused, formulas weakened, RAT proofs left as DRAT
        qt().withFixedSeed(20261128L).withExamples(120).forAll(longs().all()).checkAssert(seed -> {
            try {
                SplittableRandom r = new SplittableRandom(seed);
                var f = BackwardCheckPropertyTest.random(r);
                long[][] sat = BackwardCheckPropertyTest.models(f);
                if (BackwardCheckPropertyTest.satisfiable(sat, -1)) return;
                int weaken = -1;
                for (int i = 0; i < f.clauses().size() && weaken < 0; i++) if (BackwardCheckPropertyTest.satisfiable(sat, i)) weaken = i;
                for (boolean drat : new boolean[]{false, true}) {
                    Path p = tmp.resolve("p" + seed + (drat ? ".drat" : ".drup"));
                    SatProver.Answer a = drat ? CadicalProver.solve(f.cnf(), 20, p, cadical).answer() : SatProver.solve(f.cnf(), 20, p).answer();
                    assertEquals(SatProver.Answer.UNSAT, a, "the prover disagrees with brute force");
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    ProofTrimmer.Result t;
                    try (var in = Files.newInputStream(p)) {
                        t = ProofTrimmer.trim(f.vars(), f.clauses(), in, drat, out);
                    }
                    Files.delete(p);
                    if (!t.written() && t.ratSteps() > 0) { seen[3]++; continue; }
                    assertTrue(t.written(), t.reason());
                    String proof = out.toString(StandardCharsets.US_ASCII);
                    var ok = lrat(f, proof);
                    assertTrue(ok.accepted(), ok.reason() + "\n" + proof);
                    assertTrue(t.kept() <= t.lemmas(), "kept " + t.kept() + " of " + t.lemmas());
                    seen[0]++;
                    Map<String, String> ms = LratMutants.all(f.clauses(), proof, r);
                    assertTrue(ms.containsKey("truncated") && ms.containsKey("a hint dropped"), ms.keySet().toString());
                    for (var m : ms.entrySet()) {
                        assertFalse(lrat(f, m.getValue()).accepted(), m.getKey() + " accepted:\n" + m.getValue());
                        seen[1]++;
                    }
                    if (weaken >= 0) {
                        var g = f.without(weaken);
                        assertFalse(lrat(g, proof).accepted(), "an LRAT proof of a satisfiable formula");
                        for (var m : ms.entrySet()) assertFalse(lrat(g, m.getValue()).accepted(), m.getKey() + " against a satisfiable formula");
                        seen[2]++;
                    }
                }
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        assertTrue(seen[0] >= 100 && seen[1] >= 4 * seen[0] && seen[2] >= 40, "trimmed " + seen[0] + ", mutants refused " + seen[1]
                + ", weakened " + seen[2] + ", left as DRAT " + seen[3]);
    }
}
