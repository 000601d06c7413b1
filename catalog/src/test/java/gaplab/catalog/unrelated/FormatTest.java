package gaplab.catalog.unrelated;

import gaplab.model.unrelated.UnrelatedFormat;
import gaplab.model.unrelated.UnrelatedInstance;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.InputException;
import org.junit.jupiter.api.Test;

class FormatTest {
    private static String error(String text) {
        return assertThrows(InputException.class, () -> UnrelatedFormat.parse("f.json", text)).getMessage();
    }

    @Test
    void badInstancesAreOneClearError() {
        assertTrue(error("{\"t\": [[1, \"inf\"], [\"inf\", \"inf\"]]}").contains("task 1 cannot run on any machine"));
        assertTrue(error("{\"t\": [[1, 2], [3]]}").contains("row 1"));
        assertTrue(error("{\"t\": [[1, -2]]}").contains("positive"));
        assertTrue(error("{\"t\": [[1, 0]]}").contains("positive"));
        assertTrue(error("{\"t\": [[1, NaN]]}").contains("NaN"));
        assertTrue(error("{\"t\": [[1]], \"w\": [[1]], \"s\": [[1]]}").contains("not both"));
        assertTrue(error("{\"w\": [[1, 2]], \"s\": [[1]]}").contains("operations"));
        assertTrue(error("{\"w\": [[0]], \"s\": [[1]]}").contains("no work"));
        assertTrue(error("{\"w\": [[1]], \"s\": [[0, 0]]}").contains("cannot run"));
        assertTrue(error("{\"tt\": [[1]]}").contains("unknown field"));
        assertTrue(error("").contains("empty"));
        assertTrue(error("{\"t\": [[1]").contains("malformed"));
        assertTrue(error("{\"name\": \"x\"}").contains("missing field"));
    }

    @Test
    void rankLTimesAreExactAndRoundTrip() throws InputException {
        UnrelatedInstance in = UnrelatedFormat.parse("f.json", "{\"w\": [[1, 2], [3, 0]], \"s\": [[1, 2], [4, 0.5]]}");
        assertEquals("3/2", in.exact()[0][0].toString());     // 1/1 + 2/4
        assertEquals("9/2", in.exact()[0][1].toString());     // 1/2 + 2/0.5
        assertEquals(3.0, in.t()[1][0], 0);
        UnrelatedInstance back = UnrelatedFormat.parse("g.json", UnrelatedFormat.toJson(in).toString());
        assertEquals(in.exact()[0][1], back.exact()[0][1]);
        UnrelatedInstance m = UnrelatedFormat.parse("f.json", "{\"t\": [[0.1, \"inf\"]]}");
        assertEquals("1/10", m.exact()[0][0].toString());
        assertEquals(null, m.exact()[0][1]);
        assertTrue(UnrelatedFormat.toJson(m).toString().contains("\"inf\""));
    }

    @Test
    void assignmentsAreValidated() throws InputException {
        UnrelatedInstance in = UnrelatedFormat.parse("f.json", "{\"t\": [[1, 2], [3, 4]]}");
        assertThrows(InputException.class, () -> UnrelatedFormat.parseAssignment("a", "{\"assignment\": [0]}", in));
        // a machine that does not exist is read, and the checker calls the solution invalid (exit 1, not 2)
        var missing = UnrelatedFormat.parseAssignment("a", "{\"assignment\": [0, 2]}", in);
        assertTrue(!gaplab.catalog.unrelated.UnrelatedProblem.PROBLEM.checker().check(in, missing).valid());
        assertThrows(InputException.class, () -> UnrelatedFormat.parseAssignment("a", "{\"assignment\": [0, 0.5]}", in));
        assertEquals(1, UnrelatedFormat.parseAssignment("a", "{\"assignment\": [0, 1], \"method\": \"x\"}", in).of(1));
    }
}
