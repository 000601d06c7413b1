package gaplab.cli.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import gaplab.core.InputException;
import gaplab.core.JsonInput;
import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The append-only results file: one JSON object per line ({@link ResultRow}), each line written in one
 * call when its job ends and then forced to disk (fsync, batched), so a kill loses at most the jobs in flight.
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
            throw new InputException(file.toString(), "cannot read (" + e.getClass().getSimpleName() + ")");
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        boolean cut = !text.isEmpty() && !text.endsWith("\n");
        List<ResultRow> rows = new ArrayList<>();
        int bad = 0;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) continue;
            if (i == lines.length - 1 && cut) break;   // an interrupted write: not a row
            try {
                JsonNode n = JsonInput.MAPPER.readTree(line);
                rows.add(ResultRow.fromJson(n));
            } catch (IOException | IllegalArgumentException e) {
                bad++;
            }
        }
        return new Loaded(rows, bad, cut);
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
        f.startFlusher();
        return f;
    }

    /**
     * Appends one row as one line, written with one write call as soon as the job is done: a killed
     * process loses nothing that was appended. A background flusher forces the file to disk (fsync) after
     * every write, in batches: rows finished while a flush runs share the next one, so slow disks (here
     * about 4 ms per fsync) do not throttle short jobs, and a machine crash loses at most the rows of the
     * last flush. {@link #close} waits for the final flush.
     */
    public void append(ResultRow row) throws IOException {
        byte[] line = (JsonInput.MAPPER.writeValueAsString(row.toJson()) + "\n").getBytes(StandardCharsets.UTF_8);
        synchronized (this) {
            if (failure != null) throw failure;
            ByteBuffer b = ByteBuffer.wrap(line);
            while (b.hasRemaining()) channel.write(b);
            written++;
            notifyAll();
        }
    }

    /** How many rows were appended and how many of them are known to be on disk. */
    public synchronized long[] counts() { return new long[]{written, forced}; }

    private long written, forced;
    private boolean closing;
    private IOException failure;
    private Thread flusher;

    private void startFlusher() {
        flusher = new Thread(() -> {
            while (true) {
                long target;
                synchronized (this) {
                    while (forced == written && !closing) {
                        try {
                            wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    if (forced == written) return;
                    target = written;
                }
                try {
                    channel.force(false);
                } catch (IOException e) {
                    synchronized (this) { failure = e; }
                    return;
                }
                synchronized (this) { forced = target; notifyAll(); }
            }
        }, "results-flusher");
        flusher.setDaemon(true);
        flusher.start();
    }

    @Override
    public void close() throws IOException {
        synchronized (this) {
            closing = true;
            notifyAll();
        }
        try {
            flusher.join();
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
}
