package gaplab.cli.cert;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Mutants of an LRAT proof as the trimmer writes it (docs/certificates.md, "LRAT proofs"), each one that a
 * correct LRAT checker must refuse, whatever the formula: a hint dropped (the trimmer's hints are the cone of
 * the conflict, so the first later clause that needs the dropped unit is no longer unit, or the last is no
 * longer falsified), the conflicting clause moved to the front where it has two variables outside the lemma (it
 * is then not unit), a hint pointed at a clause deleted before or at an unknown id, a literal of a lemma
 * flipped where it occurs in the lemma's first hint (which is then satisfied), and the proof truncated before
 * its empty clause. Each returns null when the proof has no place for it.
 */
final class LratMutants {
    private LratMutants() {}

    /** One line: an addition (id, literals, hints) or a deletion (the ids in {@code hints}). */
    record Line(long id, boolean deletion, int[] lits, long[] hints) {
        String text() {
            StringBuilder sb = new StringBuilder().append(id);
            if (deletion) sb.append(" d");
            else for (int l : lits) sb.append(' ').append(l);
            if (!deletion) sb.append(" 0");
            for (long h : hints) sb.append(' ').append(h);
            return sb.append(" 0").toString();
        }
    }

    static List<Line> parse(String text) {
        List<Line> out = new ArrayList<>();
        for (String s : text.split("\n")) {
            if (s.isBlank() || s.startsWith("c")) continue;
            String[] w = s.trim().split("\\s+");
            long id = Long.parseLong(w[0]);
            if (w[1].equals("d")) {
                out.add(new Line(id, true, new int[0], Arrays.stream(w, 2, w.length - 1).mapToLong(Long::parseLong).toArray()));
                continue;
            }
            int zero = 1;
            while (!w[zero].equals("0")) zero++;
            int[] lits = Arrays.stream(w, 1, zero).mapToInt(Integer::parseInt).toArray();
            out.add(new Line(id, false, lits, Arrays.stream(w, zero + 1, w.length - 1).mapToLong(Long::parseLong).toArray()));
        }
        return out;
    }

    static String text(List<Line> lines) {
        StringBuilder sb = new StringBuilder();
        for (Line l : lines) sb.append(l.text()).append('\n');
        return sb.toString();
    }

    /** Every mutant this proof has a place for, by name. */
    static Map<String, String> all(List<int[]> formula, String proof, SplittableRandom r) {
        List<Line> lines = parse(proof);
        Map<Long, int[]> clauses = new HashMap<>();
        for (int i = 0; i < formula.size(); i++) clauses.put(i + 1L, formula.get(i));
        for (Line l : lines) if (!l.deletion()) clauses.put(l.id(), l.lits());
        Map<String, String> out = new java.util.LinkedHashMap<>();
        put(out, "a hint dropped", dropHint(lines, r));
        put(out, "the conflict moved to the front", conflictFirst(lines, clauses));
        put(out, "a hint at a deleted clause", deletedId(lines));
        put(out, "a hint at an unknown id", unknownId(lines, r));
        put(out, "a literal flipped", flipLiteral(lines, clauses));
        put(out, "truncated", truncated(lines, r));
        return out;
    }

    private static void put(Map<String, String> m, String name, String mutant) { if (mutant != null) m.put(name, mutant); }

    private static List<Integer> additions(List<Line> lines) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) if (!lines.get(i).deletion() && lines.get(i).hints().length > 0) out.add(i);
        return out;
    }

    private static String with(List<Line> lines, int at, Line l) {
        List<Line> copy = new ArrayList<>(lines);
        copy.set(at, l);
        return text(copy);
    }

    static String dropHint(List<Line> lines, SplittableRandom r) {
        List<Integer> a = additions(lines);
        if (a.isEmpty()) return null;
        int at = a.get(r.nextInt(a.size()));
        Line l = lines.get(at);
        List<Long> h = new ArrayList<>(Arrays.stream(l.hints()).boxed().toList());
        h.remove(r.nextInt(h.size()));
        return with(lines, at, new Line(l.id(), false, l.lits(), h.stream().mapToLong(Long::longValue).toArray()));
    }

    static String conflictFirst(List<Line> lines, Map<Long, int[]> clauses) {
        for (int at : additions(lines)) {
            Line l = lines.get(at);
            long[] h = l.hints();
            if (h.length < 2) continue;
            if (!clauses.containsKey(h[h.length - 1])) continue;
            long outside = Arrays.stream(clauses.get(h[h.length - 1])).filter(x -> Arrays.stream(l.lits()).noneMatch(y -> Math.abs(y) == Math.abs(x))).count();
            if (outside < 2) continue;
            long[] m = new long[h.length];
            m[0] = h[h.length - 1];
            System.arraycopy(h, 0, m, 1, h.length - 1);
            return with(lines, at, new Line(l.id(), false, l.lits(), m));
        }
        return null;
    }

    static String deletedId(List<Line> lines) {
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).deletion()) continue;
            for (int j = i + 1; j < lines.size(); j++) {
                Line l = lines.get(j);
                if (l.deletion() || l.hints().length == 0) continue;
                long[] h = l.hints().clone();
                h[0] = lines.get(i).hints()[0];
                return with(lines, j, new Line(l.id(), false, l.lits(), h));
            }
        }
        return null;
    }

    static String unknownId(List<Line> lines, SplittableRandom r) {
        List<Integer> a = additions(lines);
        if (a.isEmpty()) return null;
        int at = a.get(r.nextInt(a.size()));
        Line l = lines.get(at);
        long[] h = l.hints().clone();
        h[r.nextInt(h.length)] = lines.get(lines.size() - 1).id() + 1000;
        return with(lines, at, new Line(l.id(), false, l.lits(), h));
    }

    static String flipLiteral(List<Line> lines, Map<Long, int[]> clauses) {
        for (int at : additions(lines)) {
            Line l = lines.get(at);
            int[] first = clauses.get(l.hints()[0]);
            if (first == null || first.length < 2) continue;
            for (int k = 0; k < l.lits().length; k++) {
                final int x = l.lits()[k];
                if (Arrays.stream(first).noneMatch(y -> y == x)) continue;
                int[] lits = l.lits().clone();
                lits[k] = -x;
                return with(lines, at, new Line(l.id(), false, lits, l.hints()));
            }
        }
        return null;
    }

    static String truncated(List<Line> lines, SplittableRandom r) {
        return text(lines.subList(0, r.nextInt(lines.size())));
    }
}
