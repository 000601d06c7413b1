package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Executable documentation: every console example in README.md and docs/ — a {@code $ ./gaplab ...}
 * line inside a {@code ```console} block, followed by its output — is run from the repository root
 * (this test's working folder) and its output (stdout, then stderr, then {@code [exit N]} when N ≠ 0)
 * must match the page line by line. What legitimately varies is marked in the page as {@code <...>}
 * (any text within the line). A block after {@code <!-- slow -->} runs only with
 * {@code GAPLAB_DOC_SLOW=1}. Examples write under {@code runs/examples/}, which the test empties
 * first (so a sweep example starts afresh). {@code GAPLAB_DOC_UPDATE=1} writes the actual outputs into the pages
 * (keeping every page line with a {@code <...>} that still matches, and marking times of the form
 * {@code N ms} anew) — review the diff before committing.
 */
@Tag("docs")
class DocExamplesTest {
    static final String PROMPT = "$ ./gaplab ";
    static final String ANY = "<...>";
    static final Pattern MILLIS = Pattern.compile("\\b\\d+(\\.\\d+)? ms\\b");

    /** One example: where it is, the command line, the lines the page shows. */
    record Example(Path page, int line, String command, List<String> shown, boolean slow) {}

    static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> s = Files.walk(Path.of("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    static List<Example> examples(Path page) throws IOException {
        List<String> lines = Files.readAllLines(page);
        List<Example> out = new ArrayList<>();
        boolean inConsole = false, slow = false;
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (!inConsole && l.strip().equals("```console")) {
                inConsole = true;
                slow = i > 0 && lines.get(i - 1).strip().equals("<!-- slow -->");
                continue;
            }
            if (inConsole && l.strip().equals("```")) { inConsole = false; continue; }
            if (inConsole && l.startsWith(PROMPT)) {
                List<String> shown = new ArrayList<>();
                int j = i + 1;
                while (j < lines.size() && !lines.get(j).startsWith("$ ") && !lines.get(j).strip().equals("```")) shown.add(lines.get(j++));
                out.add(new Example(page, i + 1, l.substring(PROMPT.length()), shown, slow));
                i = j - 1;
            }
        }
        return out;
    }

    /** Splits a command line as a POSIX shell would for plain words, 'single' and "double" quotes and a # comment. */
    static String[] words(String line) {
        List<String> w = new ArrayList<>();
        StringBuilder cur = null;
        char quote = 0;
        for (char c : line.toCharArray()) {
            if (quote != 0) {
                if (c == quote) quote = 0;
                else cur.append(c);
            } else if (c == '\'' || c == '"') {
                quote = c;
                if (cur == null) cur = new StringBuilder();
            } else if (c == '#' && cur == null) {
                break; // a comment to the end of the line
            } else if (Character.isWhitespace(c)) {
                if (cur != null) { w.add(cur.toString()); cur = null; }
            } else {
                if (cur == null) cur = new StringBuilder();
                cur.append(c);
            }
        }
        if (cur != null) w.add(cur.toString());
        return w.toArray(new String[0]);
    }

    static List<String> actual(Example e) {
        CliRun.Result r = CliRun.run(words(e.command()));
        List<String> out = new ArrayList<>(r.out().lines().toList());
        out.addAll(r.err().lines().toList());
        if (r.code() != 0) out.add("[exit " + r.code() + "]");
        while (!out.isEmpty() && out.get(out.size() - 1).isBlank()) out.remove(out.size() - 1);
        return out;
    }

    static boolean matches(String shown, String actual) {
        if (!shown.contains(ANY)) return shown.stripTrailing().equals(actual.stripTrailing());
        StringBuilder re = new StringBuilder();
        String[] parts = shown.stripTrailing().split(Pattern.quote(ANY), -1);
        for (int i = 0; i < parts.length; i++) re.append(i > 0 ? ".*?" : "").append(Pattern.quote(parts[i]));
        return Pattern.matches(re.toString(), actual.stripTrailing());
    }

    static String mismatch(List<String> shown, List<String> actual) {
        List<String> s = new ArrayList<>(shown);
        while (!s.isEmpty() && s.get(s.size() - 1).isBlank()) s.remove(s.size() - 1);
        for (int i = 0; i < Math.max(s.size(), actual.size()); i++) {
            String a = i < s.size() ? s.get(i) : "(nothing)", b = i < actual.size() ? actual.get(i) : "(nothing)";
            if (i >= s.size() || i >= actual.size() || !matches(a, b)) return "line " + (i + 1) + " of the output: the page shows\n  " + a + "\nthe program prints\n  " + b;
        }
        return null;
    }

    /** The actual output, written back with the page's own marked lines where they still match. */
    static List<String> updated(List<String> shown, List<String> actual) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < actual.size(); i++) {
            String a = actual.get(i);
            if (i < shown.size() && shown.get(i).contains(ANY) && matches(shown.get(i), a)) out.add(shown.get(i));
            else out.add(MILLIS.matcher(a).replaceAll(ANY + " ms"));
        }
        return out;
    }

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }

    @Test
    void everyConsoleExampleRunsAsWritten() throws IOException {
        boolean slowToo = "1".equals(System.getenv("GAPLAB_DOC_SLOW")), update = "1".equals(System.getenv("GAPLAB_DOC_UPDATE"));
        int ran = 0, skipped = 0, pagesWithExamples = 0;
        List<String> failures = new ArrayList<>();
        deleteTree(Path.of("runs/examples"));
        for (Path page : pages()) {
            List<Example> ex = examples(page);
            if (!ex.isEmpty()) pagesWithExamples++;
            List<String> lines = new ArrayList<>(Files.readAllLines(page));
            int shift = 0;
            for (Example e : ex) {
                if (e.slow() && !slowToo) { skipped++; continue; }
                List<String> got = actual(e);
                ran++;
                String why = mismatch(e.shown(), got);
                if (why == null) continue;
                if (update) {
                    int from = e.line() + shift, to = from + e.shown().size();
                    List<String> repl = updated(e.shown(), got);
                    lines.subList(from, to).clear();
                    lines.addAll(from, repl);
                    shift += repl.size() - e.shown().size();
                } else {
                    failures.add(page + ":" + e.line() + ": $ ./gaplab " + e.command() + "\n" + why);
                }
            }
            if (update) Files.write(page, lines);
        }
        System.out.println("doc examples: " + ran + " run, " + skipped + " slow ones skipped (GAPLAB_DOC_SLOW=1 runs them), in " + pagesWithExamples + " pages");
        assertTrue(failures.isEmpty(), failures.size() + " example(s) drifted from the program:\n\n" + String.join("\n\n", failures));
    }
}
