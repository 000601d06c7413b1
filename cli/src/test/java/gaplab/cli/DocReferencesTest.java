package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every page under {@code docs/} that the code names (in a help text, a message or a comment; {@code
 * docs/<problem>.md} for every problem) and every relative link of README.md and docs/ exists. Runs
 * from the repository root, with the documentation examples.
 */
@Tag("docs")
class DocReferencesTest {
    static final Pattern DOC = Pattern.compile("docs/[A-Za-z0-9_<>/.-]+?\\.md");
    static final Pattern LINK = Pattern.compile("\\]\\(([^)#\\s]+)(#[^)]*)?\\)");
    static final List<String> PROBLEMS = List.of("mmdl", "grid", "dag", "collective", "unrelated");

    static List<Path> files(String glob, String... roots) throws IOException {
        List<Path> out = new ArrayList<>();
        var m = Path.of("").getFileSystem().getPathMatcher("glob:" + glob);
        for (String r : roots) {
            if (!Files.exists(Path.of(r))) continue;
            try (Stream<Path> s = Files.walk(Path.of(r))) {
                s.filter(p -> m.matches(p.getFileName()) && !p.toString().contains("/target/")).forEach(out::add);
            }
        }
        return out;
    }

    @Test
    void everyDocsPageTheCodeNamesExists() throws IOException {
        List<String> missing = new ArrayList<>();
        int seen = 0;
        List<Path> sources = files("*.{java,sh}", "models", "plot", "analysis", "heuristics", "exact", "verify", "fixtures", "catalog", "lab", "cli", "scripts");
        sources.add(Path.of("gaplab"));
        for (Path f : sources) {
            Matcher m = DOC.matcher(Files.readString(f));
            while (m.find()) {
                seen++;
                List<String> pages = m.group().contains("<problem>") ? PROBLEMS.stream().map(p -> m.group().replace("<problem>", p)).toList() : List.of(m.group());
                for (String page : pages) if (!Files.isRegularFile(Path.of(page))) missing.add(f + " names " + page);
            }
        }
        System.out.println("docs references in the code: " + seen);
        assertTrue(missing.isEmpty(), String.join("\n", missing));
    }

    @Test
    void everyRelativeLinkResolvesAndEveryCodeBlockIsClosed() throws IOException {
        List<String> missing = new ArrayList<>();
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md")));
        pages.addAll(files("*.md", "docs"));
        for (Path page : pages) {
            long fences = Files.readAllLines(page).stream().filter(l -> l.strip().startsWith("```")).count();
            if (fences % 2 != 0) missing.add(page + " has an unterminated code block (" + fences + " fence lines)");
            Matcher m = LINK.matcher(Files.readString(page));
            while (m.find()) {
                String target = m.group(1);
                if (target.matches("[a-z]+:.*")) continue; // http:, https:, mailto:
                Path p = page.toAbsolutePath().getParent().resolve(target).normalize();
                if (!Files.exists(p)) missing.add(page + " links to " + target);
            }
        }
        assertTrue(missing.isEmpty(), String.join("\n", missing));
    }
}
