package gaplab.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The build-time rules of gaplab's layout (docs/architecture.md): modules by role, each owning one
 * package prefix; no lower layer imports a higher one; the independent checkers see instance and
 * solution types only. A forbidden import fails this test, so it fails the build.
 */
class ArchitectureTest {
    static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("gaplab");

    /** Each module's package prefix, lowest layer first. */
    static final Map<String, String> PREFIX_OF_MODULE = new java.util.LinkedHashMap<>();
    static {
        PREFIX_OF_MODULE.put("models", "gaplab.model");
        PREFIX_OF_MODULE.put("plot", "gaplab.plot");
        PREFIX_OF_MODULE.put("analysis", "gaplab.analysis");
        PREFIX_OF_MODULE.put("heuristics", "gaplab.heuristics");
        PREFIX_OF_MODULE.put("exact", "gaplab.exact");
        PREFIX_OF_MODULE.put("cpsat", "gaplab.cpsat");
        PREFIX_OF_MODULE.put("verify", "gaplab.verify");
        PREFIX_OF_MODULE.put("certify", "gaplab.certify");
        PREFIX_OF_MODULE.put("certcheck", "gaplab.certcheck");
        PREFIX_OF_MODULE.put("fixtures", "gaplab.fixtures");
        PREFIX_OF_MODULE.put("catalog", "gaplab.catalog");
        PREFIX_OF_MODULE.put("lab", "gaplab.lab");
        PREFIX_OF_MODULE.put("cli", "gaplab.cli");
    }

    @Test
    void layersOnlyImportLowerLayers() {
        Architectures.layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("model").definedBy("gaplab.model..")
                .layer("plot").definedBy("gaplab.plot..")
                .layer("analysis").definedBy("gaplab.analysis..")
                .layer("heuristics").definedBy("gaplab.heuristics..")
                .layer("exact").definedBy("gaplab.exact..")
                .layer("cpsat").definedBy("gaplab.cpsat..")
                .layer("checkers").definedBy("gaplab.verify..")
                .layer("certify").definedBy("gaplab.certify..")
                .layer("certcheck").definedBy("gaplab.certcheck..")
                .layer("fixtures").definedBy("gaplab.fixtures..")
                .layer("catalog").definedBy("gaplab.catalog..")
                .layer("lab").definedBy("gaplab.lab..")
                .layer("cli").definedBy("gaplab.cli..")
                .whereLayer("model").mayNotAccessAnyLayer()
                .whereLayer("plot").mayNotAccessAnyLayer()
                .whereLayer("fixtures").mayNotAccessAnyLayer()
                .whereLayer("analysis").mayOnlyAccessLayers("model")
                .whereLayer("heuristics").mayOnlyAccessLayers("model", "analysis")
                .whereLayer("exact").mayOnlyAccessLayers("model", "analysis")
                .whereLayer("cpsat").mayOnlyAccessLayers("model") // the second opinion shares nothing with exact or analysis
                .whereLayer("checkers").mayOnlyAccessLayers("model")
                .whereLayer("certify").mayOnlyAccessLayers("model", "certcheck") // the trimmer to LRAT is the backward check's (as drat-trim is both)
                .whereLayer("certcheck").mayOnlyAccessLayers("model", "checkers")
                .whereLayer("catalog").mayOnlyAccessLayers("model", "plot", "analysis", "heuristics", "exact", "cpsat", "checkers", "fixtures")
                .whereLayer("lab").mayOnlyAccessLayers("model", "plot", "analysis", "catalog")
                .check(MAIN);
    }

    /**
     * A checker recomputes everything from the instance and the solution: it may use the records of
     * gaplab.model and the checker contract, but no solver, heuristic, bound, closed form, catalog or
     * experiment engine, and none of the model's helpers that solvers share (the grid cost formula,
     * instance spaces, generators, solver interfaces).
     */
    @Test
    void checkersSeeOnlyInstanceAndSolutionTypes() {
        DescribedPredicate<JavaClass> sharedWithSolvers = new DescribedPredicate<>("a helper shared with solvers") {
            @Override
            public boolean test(JavaClass c) {
                String n = c.getSimpleName();
                return c.getPackageName().startsWith("gaplab.model")
                        && (n.equals("GridCost") || n.endsWith("Space") || n.endsWith("Generator") || n.equals("RandomDags")
                        || n.endsWith("Solver") || n.equals("Options") || n.equals("Outcome") || n.equals("LowerBound"));
            }
        };
        noClasses().that().resideInAPackage("gaplab.verify..")
                .should().dependOnClassesThat().resideInAnyPackage("gaplab.analysis..", "gaplab.heuristics..", "gaplab.exact..",
                        "gaplab.catalog..", "gaplab.lab..", "gaplab.cli..", "gaplab.plot..", "gaplab.fixtures..")
                .orShould().dependOnClassesThat(sharedWithSolvers)
                .check(MAIN);
    }

    /**
     * The certificate checker (issue 35, docs/certificates.md) trusts no solver: like the checkers it
     * sees only instance and solution types (and the checkers themselves), never the code that produced
     * the certificate (gaplab.certify), a solver, a heuristic, a bound, or the model's helpers that
     * solvers share.
     */
    @Test
    void certificateCheckerSharesNoCodeWithSolversOrTheProducer() {
        DescribedPredicate<JavaClass> sharedWithSolvers = new DescribedPredicate<>("a helper shared with solvers") {
            @Override
            public boolean test(JavaClass c) {
                String n = c.getSimpleName();
                return c.getPackageName().startsWith("gaplab.model")
                        && (n.equals("GridCost") || n.endsWith("Space") || n.endsWith("Generator") || n.equals("RandomDags")
                        || n.endsWith("Solver") || n.equals("Options") || n.equals("Outcome") || n.equals("LowerBound"));
            }
        };
        noClasses().that().resideInAPackage("gaplab.certcheck..")
                .should().dependOnClassesThat().resideInAnyPackage("gaplab.certify..", "gaplab.exact..", "gaplab.cpsat..", "gaplab.heuristics..",
                        "gaplab.analysis..", "gaplab.catalog..", "gaplab.lab..", "gaplab.cli..", "gaplab.plot..", "gaplab.fixtures..", "org.sat4j..")
                .orShould().dependOnClassesThat(sharedWithSolvers)
                .check(MAIN);
    }

    /**
     * The LRAT checker trusts nothing of the trimmer that wrote the proof (docs/certificates.md, "LRAT proofs"):
     * it uses neither the trimmer, nor the DRAT checker's clause store, propagation, hints or proof reader.
     */
    @Test
    void lratCheckerSharesNoCodeWithTheTrimmer() {
        noClasses().that().haveNameMatching("gaplab\\.certcheck\\.LratCheck(\\$.*)?")
                .should().dependOnClassesThat().haveNameMatching("gaplab\\.certcheck\\.(ProofTrimmer|BackwardCheck|ClauseStore|Propagator|Hints|ProofReader)(\\$.*)?")
                .check(MAIN);
    }

    /** No package is split across modules: every class of a prefix comes from that module's own classes. */
    @Test
    void everyModuleOwnsItsPackagePrefix() {
        Map<String, Set<String>> modulesOfPrefix = new TreeMap<>();
        for (JavaClass c : MAIN) {
            String location = c.getSource().map(s -> s.getUri().toString()).orElse("?");
            String prefix = PREFIX_OF_MODULE.values().stream().filter(p -> c.getPackageName().equals(p) || c.getPackageName().startsWith(p + "."))
                    .findFirst().orElse("(no module prefix) " + c.getPackageName());
            // a module's classes come from MODULE/target/classes (reactor) or gaplab-MODULE-VERSION.jar (installed)
            String module = PREFIX_OF_MODULE.keySet().stream()
                    .filter(m -> location.contains("/" + m + "/target/") || location.contains("/gaplab-" + m + "-"))
                    .findFirst().orElse("elsewhere: " + location.replaceAll("!.*", ""));
            modulesOfPrefix.computeIfAbsent(prefix, k -> new TreeSet<>()).add(module);
        }
        for (var e : modulesOfPrefix.entrySet()) {
            assertTrue(PREFIX_OF_MODULE.containsValue(e.getKey()), "classes outside every module prefix: " + e);
            String owner = PREFIX_OF_MODULE.entrySet().stream().filter(x -> x.getValue().equals(e.getKey())).findFirst().orElseThrow().getKey();
            assertEquals(Set.of(owner), e.getValue(), "package prefix " + e.getKey() + " comes from " + e.getValue());
        }
    }
}
