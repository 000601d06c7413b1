package gaplab.catalog.grid;

import gaplab.heuristics.grid.Type2;
import gaplab.model.grid.GridFormat;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.InputException;
import org.junit.jupiter.api.Test;

class GridFormatTest {
    private static String err(String text) {
        return assertThrows(InputException.class, () -> GridFormat.parse("f.json", text)).getMessage();
    }

    @Test
    void readsAndWritesBack() throws InputException {
        GridInstance in = GridFormat.parse("f.json", "{\"width\":5,\"height\":4,\"pointCost\":[1,0.5],\"commCost\":0.1,\"boundary\":\"interior\",\"neighbourCost\":2}");
        assertEquals(5, in.width());
        assertEquals(GridInstance.Boundary.INTERIOR, in.boundary());
        assertEquals(in, GridFormat.parse("g", GridFormat.instanceJson(in).toString()));
        GridPartition p = Type2.partition(in);
        assertEquals(p, GridFormat.parseSolution("s", GridFormat.solutionJson(in, p).toString()));
    }

    @Test
    void badInputIsOneClearError() {
        assertTrue(err("{\"width\":2,\"height\":2,\"pointCost\":[1,1,1,1,1],\"commCost\":1}").contains("5 PEs but only 2×2 = 4"));
        assertTrue(err("{\"width\":0,\"height\":2,\"pointCost\":[1],\"commCost\":1}").contains("width"));
        assertTrue(err("{\"width\":2,\"height\":2,\"pointCost\":[1,-1],\"commCost\":1}").contains("pointCost[1]"));
        assertTrue(err("{\"width\":2,\"height\":2,\"pointCost\":[],\"commCost\":1}").contains("empty"));
        assertTrue(err("{\"width\":2,\"height\":2,\"pointCost\":[1],\"commCost\":1,\"boundary\":\"edge\"}").contains("boundary"));
        assertTrue(err("{\"width\":2,\"height\":2,\"pointCost\":[1],\"commcost\":1}").contains("commcost"));
        assertTrue(err("{\"width\":2.5,\"height\":2,\"pointCost\":[1],\"commCost\":1}").contains("integer"));
        assertTrue(err("{\"width\":2,\"height\":2,\"pointCost\":[NaN],\"commCost\":1}").contains("NaN"));
        // any unit of cost is accepted (1e-12 alone is fine); costs whose digits span beyond a long are not
        assertTrue(err("{\"width\":2,\"height\":2,\"pointCost\":[1e-30, 1],\"commCost\":1}").contains("costs cannot be handled exactly"));
        assertTrue(err("{\"width\":2,").startsWith("f.json: malformed JSON"));
    }
}
