package gaplab.cli;

import gaplab.plot.Fmt;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;

/** {@code gaplab <problem> methods}: every method, including plug-ins found on the classpath. */
@Command(name = "methods", mixinStandardHelpOptions = true, description = "List the methods (built-in and plug-ins).")
public final class MethodsCommand implements Runnable {
    private final Problem<?, ?> problem;

    public MethodsCommand(Problem<?, ?> problem) { this.problem = problem; }

    @Override
    public void run() {
        List<List<String>> rows = new ArrayList<>();
        for (Solver<?, ?> s : problem.methods())
            rows.add(List.of(s.name(), s.kind(), s.description()));
        System.out.print(Fmt.table(List.of("method", "kind", "description"), rows));
    }
}
