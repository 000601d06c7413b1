package gaplab.model.core;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Map;

/**
 * A reader's size limits, checked on the text before it is parsed into a tree (docs/limits.md): one
 * streaming pass counts the entries of the named arrays and stops at the first entry beyond its limit,
 * so a file of a million tasks is refused in milliseconds instead of being built whole first. Only
 * arrays reached through objects alone count ({@code tasks}, {@code graph.tasks},
 * {@code workflow.specification.tasks}), never an attribute of an element of another array.
 */
public final class JsonArrayLimits {
    private JsonArrayLimits() {}

    /** One open object or array: whether it is an array whose entries count, its limit, its count so far. */
    private static final class Frame {
        final boolean array, throughObjects;
        final String path;
        final int limit;
        int count;

        Frame(boolean array, boolean throughObjects, String path, int limit) {
            this.array = array;
            this.throughObjects = throughObjects;
            this.path = path;
            this.limit = limit;
        }
    }

    /**
     * Bad input when an array field named in {@code limits} has more entries than its limit, with
     * {@code why} (the limits in words) after the count. Malformed JSON passes: the parser that follows says
     * what is wrong with it.
     */
    public static void check(String source, String text, Map<String, Integer> limits, String why) throws InputException {
        ArrayDeque<Frame> open = new ArrayDeque<>();
        try (JsonParser p = JsonInput.MAPPER.getFactory().createParser(text)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME) continue;
                Frame parent = open.peek();
                if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                    open.pop();
                    continue;
                }
                if (parent != null && parent.limit >= 0 && ++parent.count > parent.limit)
                    throw new InputException(source, "'" + parent.path + "' has more than " + parent.limit + " entries (" + why + ")");
                boolean through = parent == null || (!parent.array && parent.throughObjects);
                if (t == JsonToken.START_OBJECT) {
                    open.push(new Frame(false, through, parent == null ? "" : name(parent, p.currentName()), -1));
                } else if (t == JsonToken.START_ARRAY) {
                    String field = parent == null || parent.array ? null : p.currentName();
                    Integer limit = through && field != null ? limits.get(field) : null;
                    open.push(new Frame(true, through, parent == null ? "" : name(parent, field), limit == null ? -1 : limit));
                }
            }
        } catch (IOException malformed) {
            // left to the tree parser, which names the line and column
        }
    }

    private static String name(Frame parent, String field) {
        if (field == null) return parent.path + "[]";
        return parent.path.isEmpty() ? field : parent.path + "." + field;
    }
}
