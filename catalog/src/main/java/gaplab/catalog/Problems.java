package gaplab.catalog;

import gaplab.model.core.Problem;
import gaplab.model.core.ProblemProvider;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * Every problem on the class path, found by {@link ServiceLoader} through {@link ProblemProvider}: the
 * built-in ones (this module's {@code META-INF/services} file lists them in SPEC order) and then any
 * plug-in jar's. There is no hand-kept list anywhere else.
 */
public final class Problems {
    private Problems() {}

    private static volatile List<Problem<?, ?>> all;

    public static List<Problem<?, ?>> all() {
        List<Problem<?, ?>> found = all;
        if (found == null) {
            List<Problem<?, ?>> list = new ArrayList<>();
            Set<String> names = new HashSet<>();
            for (ProblemProvider p : ServiceLoader.load(ProblemProvider.class)) {
                Problem<?, ?> problem = p.problem();
                if (!names.add(problem.name()))
                    throw new IllegalStateException("two problems are named '" + problem.name() + "' (the second from " + p.getClass().getName() + ")");
                list.add(problem);
            }
            all = found = List.copyOf(list);
        }
        return found;
    }

    public static Optional<Problem<?, ?>> byName(String name) {
        return all().stream().filter(p -> p.name().equals(name)).findFirst();
    }
}
