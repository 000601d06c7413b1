package gaplab.lab.sweep;

import gaplab.lab.sweep.ResultRow;
import gaplab.model.core.InputException;
import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The append-only results file: one JSON object per line ({@link ResultRow}), each line written in one
 * call by a writer thread and forced to disk (fsync) batch by batch, so a kill loses at most the jobs in flight.
 * A last line without its newline (the write a kill interrupted) is ignored on reading and cut off
 * before appending, so its job runs again.
 */
public final class ResultsFile implements Closeable {

    /** What a results file holds: the rows, how many lines were unreadable, whether the last line was cut. */
    public record Loaded(List<ResultRow> rows, int badLines, boolean truncatedTail) {}

    private final FileChannel channel;

    private ResultsFile(FileChannel channel) { this.channel = channel; }

    /** Reads every complete row; lines that are not a row are counted, not fatal (a kill may leave one). */
    public static Loaded read(Path file) throws InputException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new InputException(file.toString(), "no such file");
        } catch (IOException e) {
            throw new InputException(file.toString(), "cannot read: " + gaplab.model.core.TextFiles.why(e));
        }
        // complete lines must be UTF-8 (docs/limits.md); an unfinished last line may end inside a character
        int end = 0;
        for (int i = bytes.length - 1; i >= 0; i--) if (bytes[i] == '\n') { end = i + 1; break; }
        String text = utf8(file, bytes, end) + new String(bytes, end, bytes.length - end, StandardCharsets.UTF_8);
        boolean cut = !text.isEmpty() && !text.endsWith("\n");
        List<ResultRow> rows = new ArrayList<>();
        int bad = 0;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) continue;
            if (i == lines.length - 1 && cut) break;   // an interrupted write: not a row
            try {
                rows.add(ResultRow.fromLine(line));
            } catch (IOException | IllegalArgumentException e) {
                bad++;
            }
        }
        return new Loaded(rows, bad, cut);
    }

    /** The first {@code end} bytes as UTF-8, or bad input naming the line of the first byte that is not. */
    private static String utf8(Path file, byte[] bytes, int end) throws InputException {
        ByteBuffer in = ByteBuffer.wrap(bytes, 0, end);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(in).toString();
        } catch (CharacterCodingException e) {
            int line = 1;
            for (int i = 0; i < in.position() && i < end; i++) if (bytes[i] == '\n') line++;
            throw new InputException(file.toString(), "line " + line + ": not UTF-8 text (a results file is UTF-8 JSON Lines)");
        }
    }

    /** Opens (creating) the file for appending; first cuts off an unfinished last line. */
    public static ResultsFile openForAppend(Path file) throws IOException {
        FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        long size = ch.size();
        if (size > 0) {
            long keep = size;
            ByteBuffer one = ByteBuffer.allocate(1);
            while (keep > 0) {
                one.clear();
                ch.read(one, keep - 1);
                if (one.get(0) == '\n') break;
                keep--;
            }
            if (keep < size) {
                ch.truncate(keep);
                ch.force(true);
            }
        }
        ch.position(ch.size());
        ResultsFile f = new ResultsFile(ch);
        f.startWriter();
        return f;
    }

    /**
     * Hands one row to the writer thread, which writes it as one line and forces the file to disk (fsync)
     * before it writes anything else: rows that arrive during a flush are written and flushed together,
     * so a slow disk (here about 4 ms per fsync) neither throttles short jobs nor makes workers wait on
     * the file. A kill loses at most the jobs running and the rows of the last flush (milliseconds);
     * they have no row, so the next run redoes them. {@link #close} writes and flushes everything.
     */
    public void append(ResultRow row) throws IOException {
        byte[] line = (row.toLine() + "\n").getBytes(StandardCharsets.UTF_8);
        synchronized (this) {
            if (failure != null) throw failure;
            if (closing) return;   // stopping (Ctrl-C): this job counts as in flight and is redone next time
            queue.add(line);
            notifyAll();
        }
    }

    private final java.util.ArrayDeque<byte[]> queue = new java.util.ArrayDeque<>();
    private boolean closing;
    private IOException failure;
    private Thread writer;

    private void startWriter() {
        writer = new Thread(() -> {
            while (true) {
                List<byte[]> batch = new ArrayList<>();
                synchronized (this) {
                    while (queue.isEmpty() && !closing) {
                        try {
                            wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    if (queue.isEmpty()) return;
                    batch.addAll(queue);
                    queue.clear();
                }
                try {
                    for (byte[] line : batch) {
                        ByteBuffer b = ByteBuffer.wrap(line);
                        while (b.hasRemaining()) channel.write(b);
                    }
                    channel.force(false);
                } catch (IOException e) {
                    synchronized (this) { failure = e; }
                    return;
                }
            }
        }, "results-writer");
        writer.setDaemon(true);
        writer.start();
    }

    /**
     * Writes and flushes every row handed over so far, then closes. Idempotent; also run by the sweep's
     * shutdown hook on Ctrl-C or a TERM signal, so finished rows still queued are not lost.
     */
    @Override
    public void close() throws IOException {
        synchronized (this) {
            if (closed) return;
            closed = true;
            closing = true;
            notifyAll();
        }
        try {
            writer.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            channel.force(false);
        } finally {
            channel.close();
        }
        if (failure != null) throw failure;
    }

    private boolean closed;
}
