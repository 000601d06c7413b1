package gaplab.model.core;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A problem as SPEC states every one: an instance and a solution (the {@link Codec}), an objective
 * (smaller is better), the independent {@link Checker}, the methods (exact, heuristics, plug-ins) with
 * their variants ({@link MethodCatalog}), proven lower bounds ({@link Bounds}), fixtures with known
 * answers, a {@link Picture} and the {@link InstanceSpace} of random instances. The parts are small
 * and separate; this record composes them, and the rest of gaplab (CLI, demo, ratio search, sweeps,
 * report) talks only to it. Problems are found by {@link ProblemProvider} (ServiceLoader).
 *
 * @param name          command name, e.g. {@code mmdl}
 * @param title         human title, e.g. "Multi-master divisible load"
 * @param objectiveName what the objective measures, e.g. "round time" (always minimised)
 * @param instanceSpace random instances, mutation and shrinking; null when the problem has none
 * @param knownRatios   proven worst-case ratios of its heuristics, each with its class and source
 */
public record Problem<I, S>(String name, String title, String objectiveName, Codec<I, S> codec, Checker<I, S> checker,
                            MethodCatalog<I, S> catalog, Bounds<I> boundSet, Supplier<List<Fixture<I>>> fixtureList,
                            Picture<I, S> picture, InstanceSpace<I> instanceSpace, List<KnownRatio<I>> knownRatios) {

    /** A problem whose heuristics have no proven worst-case ratio (yet). */
    public Problem(String name, String title, String objectiveName, Codec<I, S> codec, Checker<I, S> checker, MethodCatalog<I, S> catalog,
                   Bounds<I> boundSet, Supplier<List<Fixture<I>>> fixtureList, Picture<I, S> picture, InstanceSpace<I> instanceSpace) {
        this(name, title, objectiveName, codec, checker, catalog, boundSet, fixtureList, picture, instanceSpace, List.of());
    }

    public Problem {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(codec, "codec");
        Objects.requireNonNull(checker, "checker");
        Objects.requireNonNull(catalog, "catalog");
        boundSet = boundSet == null ? Bounds.statedOnly(List.of()) : boundSet;
        fixtureList = fixtureList == null ? List::of : fixtureList;
        picture = picture == null ? Picture.none() : picture;
        knownRatios = knownRatios == null ? List.of() : List.copyOf(knownRatios);
    }

    /** The proven worst-case ratios of {@code heuristic} (by name). */
    public List<KnownRatio<I>> knownRatios(String heuristic) {
        return knownRatios.stream().filter(k -> k.heuristic().equals(heuristic)).toList();
    }

    /** Every method: built-in exact solvers and heuristics first, then plug-ins. */
    public List<Solver<I, S>> methods() { return catalog.all(); }

    public Optional<Solver<I, S>> method(String methodName) {
        return methods().stream().filter(m -> m.name().equals(methodName)).findFirst();
    }

    public String variant(Solver<I, S> method) { return catalog.variant(method); }

    public String variantOf(I instance, S solution) { return catalog.variantOf(instance, solution); }

    /** The exact method the demo and the ratio search use as the oracle of the problem as stated. */
    public Optional<Solver<I, S>> exactSolver() { return catalog.exact(""); }

    public Optional<Solver<I, S>> exactSolver(String variant) { return catalog.exact(variant); }

    /** Proven lower bounds of the problem as stated. */
    public List<LowerBound<I>> bounds() { return boundSet.of(""); }

    public List<LowerBound<I>> bounds(String variant) { return boundSet.of(variant); }

    /** The best proven lower bound valid for a variant (NaN when there is none; a bound that gives NaN is skipped). */
    public double bestBound(I instance, String variant) {
        double best = Double.NaN;
        for (LowerBound<I> b : bounds(variant)) {
            double v = b.bound(instance);
            if (!Double.isNaN(v) && (Double.isNaN(best) || v > best)) best = v;
        }
        return best;
    }

    public double bestBound(I instance) { return bestBound(instance, ""); }

    /** Built-in instances with known answers (the demo and the tests use them). */
    public List<Fixture<I>> fixtures() { return fixtureList.get(); }

    public Optional<InstanceSpace<I>> space() { return Optional.ofNullable(instanceSpace); }

    public I readInstance(Path file) throws InputException { return readInstance(file, java.util.Map.of()); }

    /** Reads an instance with the problem's instance options ({@link Codec#readInstance(Path, java.util.Map)}), and refuses numbers the arithmetic cannot hold ({@link NumberSpan}). */
    public I readInstance(Path file, java.util.Map<String, String> options) throws InputException {
        I instance = options.isEmpty() ? codec.readInstance(file) : codec.readInstance(file, options);
        String wide = NumberSpan.tooWide(codec.instanceJson(instance));
        if (wide != null) throw new InputException(file.toString(), wide);
        return instance;
    }

    public ObjectNode instanceJson(I instance) { return codec.instanceJson(instance); }

    public S readSolution(Path file, I instance) throws InputException { return codec.readSolution(file, instance); }

    public ObjectNode solutionJson(I instance, S solution) { return codec.solutionJson(instance, solution); }

    public void writePicture(I instance, S solution, Path file) throws IOException { picture.draw(instance, solution, file); }

    /** Several named solutions of one instance in one figure (see {@link Picture#draw(Object, String, List, List, Path)}). */
    public void writePicture(I instance, String title, List<String> names, List<S> solutions, Path file) throws IOException {
        picture.draw(instance, title, names, solutions, file);
    }
}
