package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.exact.dag.search.SearchSettings;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The exact task-graph search's one settings record: defaults, --param keys, bad keys and values. */
class SearchSettingsTest {
    @Test
    void paramsRoundTripAndOnlyDifferencesAreNamed() throws Exception {
        SearchSettings d = SearchSettings.defaults();
        assertEquals(d, SearchSettings.fromParams(d.asParams()));
        assertEquals("", d.differences());
        SearchSettings s = SearchSettings.fromParams(Map.of("order-rules", "false", "slice-nodes", "0"));
        assertEquals(d.withOrderRules(false).withSliceNodes(0), s);
        assertEquals("order-rules=false slice-nodes=0", s.differences());
    }

    @Test
    void unknownKeysAndBadValuesAreBadInput() {
        InputException e = assertThrows(InputException.class, () -> SearchSettings.fromParams(Map.of("pilot", "5")));
        assertTrue(e.getMessage().contains("unknown setting") && e.getMessage().contains("pilot-nodes"), e.getMessage());
        assertThrows(InputException.class, () -> SearchSettings.fromParams(Map.of("packing", "maybe")));
        assertThrows(InputException.class, () -> SearchSettings.fromParams(Map.of("probe-share", "1.5")));
        assertThrows(InputException.class, () -> SearchSettings.fromParams(Map.of("table-bits", "40")));
    }

    @Test
    void theSolverReadsItsSettingsFromTheOptions() {
        var inst = DagPropertiesTest.random(20261124L, 7, 3);
        var plain = DagProblem.exact().solve(inst, Options.defaults());
        var noRules = DagProblem.exact().solve(inst, Options.defaults().with("order-rules", "false").with("transposition-table", "false"));
        assertEquals(Status.OPTIMAL, noRules.status());
        assertEquals(plain.objective(), noRules.objective(), 1e-9);
        assertTrue(noRules.note().contains("settings: order-rules=false transposition-table=false"), noRules.note());
        assertThrows(IllegalArgumentException.class, () -> DagProblem.exact().solve(inst, Options.defaults().with("nonsense", "1")));
    }
}
