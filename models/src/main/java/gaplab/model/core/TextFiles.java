package gaplab.model.core;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reading one text input file (an instance, a solution, a config, a list of instances): a missing,
 * unreadable, oversized or non-UTF-8 file is bad input with one clear line, never an internal error.
 */
public final class TextFiles {
    /** The largest text input read, 64 MiB: far above the largest instance the readers admit (docs/limits.md). */
    public static final long MAX_BYTES = 64L << 20;

    private TextFiles() {}

    public static String read(Path file) throws InputException {
        String source = file.toString();
        try {
            if (Files.isDirectory(file)) throw new InputException(source, "is a directory, not a file");
            if (Files.exists(file) && !Files.isRegularFile(file)) throw new InputException(source, "not a regular file");
            if (Files.exists(file) && Files.size(file) > MAX_BYTES) throw new InputException(source, "larger than 64 MiB, the largest input read");
            byte[] bytes = Files.readAllBytes(file);
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new InputException(source, "not a UTF-8 text file");
        } catch (NoSuchFileException e) {
            throw new InputException(source, "no such file");
        } catch (AccessDeniedException e) {
            throw new InputException(source, "permission denied");
        } catch (IOException e) {
            throw new InputException(source, "cannot read file: " + why(e));
        }
    }

    /** {@code name} as a path under {@code base}, or bad input naming {@code source} when it cannot be one (e.g. a NUL character). */
    public static Path resolve(Path base, String name, String source) throws InputException {
        try {
            return base.resolve(name).normalize();
        } catch (java.nio.file.InvalidPathException e) {
            throw new InputException(source, "'" + name.replace("\u0000", "\\0") + "' is not a valid path (" + e.getReason() + ")");
        }
    }

    /** An I/O failure in words (the operating system's reason), never a Java class name. */
    public static String why(IOException e) {
        if (e instanceof NoSuchFileException) return "no such file or folder";
        if (e instanceof AccessDeniedException) return "permission denied";
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) return f.getReason().toLowerCase(java.util.Locale.ROOT);
        String m = e.getMessage();
        return m == null || m.isBlank() ? "input/output error" : m.lines().findFirst().orElse("input/output error");
    }

    /** The file's lines, without line terminators. */
    public static List<String> lines(Path file) throws InputException {
        return read(file).lines().toList();
    }
}
