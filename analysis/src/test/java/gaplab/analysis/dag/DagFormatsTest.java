package gaplab.analysis.dag;

import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DotFormat;
import gaplab.model.dag.StgFormat;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.RandomDags;
import gaplab.model.dag.TaskGraph;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.InputException;
import org.junit.jupiter.api.Test;

class DagFormatsTest {

    static final String STG = """
                     3
                     0          0          0
                     1          4          1          0
                     2          5          1          1
                     3          2          2          0          1
                     4          0          2          2          3
            # a comment
            """;

    @Test
    void readsStgWithoutDummies() throws InputException {
        TaskGraph g = StgFormat.parse("g.stg", STG);
        assertEquals(3, g.size());
        assertEquals(2, g.arcCount());
        assertEquals("1", g.id(0));
        assertEquals(5, g.mu(1));
        assertEquals(0, g.eta(0));
        assertEquals(9, DagBounds.criticalPath(new DagInstance(g, Machine.complete(2, 1))));
    }

    @Test
    void stgErrorsNameTheLine() {
        InputException e = assertThrows(InputException.class, () -> StgFormat.parse("g.stg", STG.replace("2          2          0          1", "2          2          0          9")));
        assertTrue(e.getMessage().contains("g.stg") && e.getMessage().contains("line 5") && e.getMessage().contains("unknown predecessor 9"), e.getMessage());
        e = assertThrows(InputException.class, () -> StgFormat.parse("g.stg", STG.replace("1          4", "1         -4")));
        assertTrue(e.getMessage().contains("negative time"), e.getMessage());
        e = assertThrows(InputException.class, () -> StgFormat.parse("g.stg", STG.replace("2          5          1          1", "2          5          2          1")));
        assertTrue(e.getMessage().contains("line 4"), e.getMessage());
        e = assertThrows(InputException.class, () -> StgFormat.parse("g.stg", STG.replace("1          4          1          0", "1          4          1          2")));
        assertTrue(e.getMessage().contains("cycle"), e.getMessage());
    }

    static final String DOT = """
            digraph "demo" {
            \tgraph ["Total schedule length"=9,
            \t\tModes="a long \\
            string",
            \t\tTargetSystem="Homogeneous-2"
            \t];
            \ta\t[Weight=2];
            \tb\t[Weight=3];
            \ta -> b\t[Weight=4];
            \tc\t[Weight=1, Processor=0];
            \tb -> c [Weight=1];
            }
            """;

    @Test
    void readsDotWithGraphAttributes() throws InputException {
        TaskGraph g = DotFormat.parse("g.dot", DOT);
        assertEquals(3, g.size());
        assertEquals(9, g.knownOptimum());
        assertEquals(2, g.targetProcessors());
        assertEquals(4, g.eta(g.index("a"), g.index("b")));
        // round trip through DOT and JSON
        TaskGraph back = DotFormat.parse("x.dot", DotFormat.write(g, null));
        assertEquals(g.size(), back.size());
        assertEquals(g.arcCount(), back.arcCount());
        assertEquals(9, back.knownOptimum());
        TaskGraph json = DagFormats.graphJson(gaplab.model.core.JsonInput.of("x.json", DagFormats.graphToJson(g)));
        assertEquals(3, json.mu(json.index("b")));
        assertEquals(1, json.eta(json.index("b"), json.index("c")));
    }

    @Test
    void dotErrors() {
        InputException e = assertThrows(InputException.class, () -> DotFormat.parse("g.dot", DOT.replace("[Weight=3]", "[Weight=-3]")));
        assertTrue(e.getMessage().contains("negative"), e.getMessage());
        e = assertThrows(InputException.class, () -> DotFormat.parse("g.dot", DOT.replace("b -> c", "b -> a")));
        assertTrue(e.getMessage().contains("cycle"), e.getMessage());
        e = assertThrows(InputException.class, () -> DotFormat.parse("g.dot", DOT.replace("\tb\t[Weight=3];\n", "")));
        assertTrue(e.getMessage().contains("node b has no Weight"), e.getMessage());
        e = assertThrows(InputException.class, () -> DotFormat.parse("g.dot", DOT.replace("}", "")));
        assertTrue(e.getMessage().contains("end of file"), e.getMessage());
    }

    @Test
    void jsonErrors() {
        InputException e = assertThrows(InputException.class, () -> DagFormats.parseGraph("g.json",
                "{\"tasks\":[{\"id\":\"a\",\"time\":1}],\"arcs\":[{\"from\":\"a\",\"to\":\"zz\"}]}"));
        assertTrue(e.getMessage().contains("'zz' is not a task id"), e.getMessage());
        e = assertThrows(InputException.class, () -> DagFormats.parseGraph("g.json", "{\"tasks\":[{\"id\":\"a\",\"time\":-1}]}"));
        assertTrue(e.getMessage().contains("negative"), e.getMessage());
    }

    @Test
    void machines() throws InputException {
        Machine ring = Machine.parse("ring:6");
        assertEquals(3, ring.lambda(0, 3));
        assertEquals(1, ring.lambda(0, 5));
        Machine mesh = Machine.parse("mesh:2x3:2");
        assertEquals(6, mesh.size());
        assertEquals((1 + 2) * 2, mesh.lambda(0, 5));
        Machine cube = Machine.parse("hypercube:3");
        assertEquals(8, cube.size());
        assertEquals(3, cube.lambda(0, 7));
        assertTrue(Machine.parse("complete:4").identicalProcessors());
        assertTrue(!cube.identicalProcessors());
        assertThrows(InputException.class, () -> Machine.parse("torus:4"));
        assertThrows(InputException.class, () -> Machine.parse("ring:0"));
        assertThrows(InputException.class, () -> Machine.parse("mesh:4"));
    }

    @Test
    void granularityAndGenerator() {
        TaskGraph a = RandomDags.paper(50, RandomDags.Grain.FINE, 3), b = RandomDags.paper(50, RandomDags.Grain.FINE, 3);
        assertEquals(DagFormats.graphToJson(a).toString(), DagFormats.graphToJson(b).toString());
        double g = RandomDags.granularity(a, 1.0);
        assertTrue(g >= 3.0 / 4 - 1e-12 && g <= 7.0 / 2, "fine grain g = " + g);
        double coarse = RandomDags.granularity(RandomDags.paper(50, RandomDags.Grain.COARSE, 3), 1.0);
        assertTrue(coarse < g && coarse >= 3.0 / 15 - 1e-12, "coarse grain g = " + coarse);
    }
}
