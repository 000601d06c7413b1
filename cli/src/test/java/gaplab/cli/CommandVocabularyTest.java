package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * One CLI vocabulary: walks every command's {@code --help} and its option table. The same options
 * everywhere they apply; every problem has the same solve, check and methods; no help text is cut
 * mid-sentence in the command lists; bad option values are exit 2 with one line.
 */
class CommandVocabularyTest {
    @TempDir
    Path tmp;

    static List<CommandLine> all(CommandLine c) {
        List<CommandLine> out = new ArrayList<>(List.of(c));
        for (CommandLine s : c.getSubcommands().values()) out.addAll(all(s));
        return out;
    }

    static final Set<String> RETIRED = Set.of("--gantt", "--svg", "--exact-time", "--exact-time-limit", "--timeout", "--time");

    @Test
    void everyCommandsHelpRunsAndItsSummaryIsASentence() {
        List<CommandLine> commands = all(Cli.build());
        assertTrue(commands.size() > 30, "commands walked: " + commands.size());
        for (CommandLine c : commands) {
            String path = c.getCommandSpec().qualifiedName();
            List<String> args = new ArrayList<>(List.of(path.split(" ")).subList(1, path.split(" ").length));
            args.add("--help");
            var r = CliRun.run(args.toArray(String[]::new));
            assertEquals(0, r.code(), path + " --help: " + r.err());
            assertTrue(r.out().startsWith("Usage: " + path), path + ": " + r.out());
            String[] description = c.getCommandSpec().usageMessage().description();
            assertTrue(description.length > 0, path + " has no description");
            String first = description[0].strip();
            assertTrue(first.endsWith(".") || first.endsWith("?") || first.endsWith(")"),
                    path + ": the first line of its description (shown in command lists) is cut mid-sentence: '" + first + "'");
        }
    }

    @Test
    void theSameOptionsEverywhereTheyApply() {
        for (CommandLine c : all(Cli.build())) {
            CommandSpec spec = c.getCommandSpec();
            for (OptionSpec o : spec.options()) {
                for (String name : o.names())
                    assertTrue(!RETIRED.contains(name), spec.qualifiedName() + " still has " + name);
                if (o.longestName().equals("--time-limit"))
                    assertTrue(o.converters().length == 1 && o.converters()[0] instanceof Seconds, spec.qualifiedName() + " --time-limit is not validated as seconds");
                if (o.longestName().equals("--threads"))
                    assertTrue(o.converters().length == 1 && o.converters()[0] instanceof Threads, spec.qualifiedName() + " --threads is not validated");
            }
        }
        CommandLine root = Cli.build();
        for (String problem : List.of("mmdl", "grid", "dag", "collective", "unrelated", "toy")) {
            CommandLine group = root.getSubcommands().get(problem);
            assertTrue(group != null, problem + " is not a command");
            for (String sub : List.of("solve", "check", "methods")) assertTrue(group.getSubcommands().containsKey(sub), problem + " " + sub);
            CommandSpec solve = group.getSubcommands().get("solve").getCommandSpec();
            for (String o : List.of("--method", "--time-limit", "--seed", "--threads", "--param", "--json", "--out", "--picture"))
                assertTrue(solve.findOption(o) != null, problem + " solve has no " + o);
        }
        for (String bench : List.of("mmdl", "grid", "dag", "dag-timing"))
            assertTrue(root.getSubcommands().get("bench").getSubcommands().containsKey(bench), "bench " + bench);
    }

    @Test
    void noArgumentsPrintsTheCommandList() {
        var r = CliRun.run();
        assertEquals(0, r.code());
        for (String c : List.of("demo", "mmdl", "dag", "bench", "ratio", "sweep", "report")) assertTrue(r.out().contains("  " + c + " "), r.out());
    }

    @Test
    void badTimeLimitsAndThreadCountsAreExitTwoWithOneLine() throws Exception {
        Path in = tmp.resolve("two.json");
        Files.writeString(in, "{\"beta\": 1, \"x\": [10, 0], \"gamma\": [1, 1]}");
        String[][] cases = {
                {"mmdl", "solve", in.toString(), "--time-limit", "-1"},
                {"mmdl", "solve", in.toString(), "--time-limit", "0"},
                {"mmdl", "solve", in.toString(), "--time-limit", "NaN"},
                {"mmdl", "solve", in.toString(), "--time-limit", "Infinity"},
                {"mmdl", "solve", in.toString(), "--threads", "0"},
                {"mmdl", "check", in.toString(), in.toString(), "--time-limit", "-5"},
                {"demo", "--time-limit", "0"},
                {"ratio", "--problem", "toy", "--heuristic", "greedy", "--time-limit", "NaN"},
                {"bench", "dag", tmp.toString(), "--time-limit", "-1"},
                {"mmdl", "solve", in.toString(), "--picture", tmp.resolve("x.gif").toString()},
        };
        for (String[] c : cases) {
            var r = CliRun.run(c);
            assertEquals(2, r.code(), String.join(" ", c) + ": " + r.out() + r.err());
            assertTrue(r.err().startsWith("gaplab: ") && r.err().strip().lines().count() == 1, String.join(" ", c) + ": " + r.err());
        }
    }
}
