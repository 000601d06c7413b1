"""from_networkx, to_networkx and machines, checked against gaplab's own readers."""
import json
import subprocess

import pytest

import gaplab
from conftest import REPO

nx = pytest.importorskip("networkx")
np = pytest.importorskip("numpy")


def fork_join(**attrs):
    G = nx.DiGraph(name="fj")
    for n, w in (("a", 2), ("b", 3), ("c", 4), ("d", 1)):
        G.add_node(n, **{k: f(w) for k, f in attrs.items()})
    for u, v, e in (("a", "b", 2), ("a", "c", 1), ("b", "d", 3), ("c", "d", 1)):
        G.add_edge(u, v, **{k: f(e) for k, f in attrs.items()})
    return G


def test_weight_is_the_default_attribute_and_others_can_be_named(session):
    G = fork_join(weight=lambda x: x)
    inst = gaplab.from_networkx(G, machine=2)
    assert inst["graph"]["tasks"][0] == {"id": "a", "time": 2}
    assert inst["graph"]["arcs"][0] == {"from": "a", "to": "b", "messages": 2}
    assert inst["machine"]["lambda"] == [[0, 1], [1, 0]]
    renamed = fork_join(cost=lambda x: x, data=lambda x: x)
    assert gaplab.from_networkx(renamed, machine=2, weight="cost", edge_weight="data") == inst
    best = session.solve(inst)
    assert best.optimal
    assert session.bounds(inst).best <= best.objective


def test_the_same_graph_as_networkx_node_link_json_gives_the_same_optimum(session, tmp_path):
    G = fork_join(weight=lambda x: x)
    f = tmp_path / "fj.json"
    f.write_text(json.dumps(nx.node_link_data(G)))
    by_file = subprocess.run([str(REPO / "gaplab"), "dag", "solve", str(f), "--machine", "complete:2", "--json"],
                             capture_output=True, text=True, check=True)
    assert json.loads(by_file.stdout)["makespan"] == session.solve(gaplab.from_networkx(G, machine=2)).objective


def test_missing_weights_and_wrong_graphs_are_refused():
    G = fork_join(weight=lambda x: x)
    with pytest.raises(gaplab.GaplabError, match="node 'a' has no attribute 'cost'"):
        gaplab.from_networkx(G, weight="cost")
    G.remove_edges_from(list(G.edges))
    G.add_edge("a", "b")  # no weight: η = 0
    assert gaplab.from_networkx(G)["graph"]["arcs"] == [{"from": "a", "to": "b", "messages": 0}]
    with pytest.raises(gaplab.GaplabError, match="undirected"):
        gaplab.from_networkx(nx.Graph([(1, 2)]))
    with pytest.raises(gaplab.GaplabError, match="multigraph"):
        gaplab.from_networkx(nx.MultiDiGraph([(1, 2)]))
    with pytest.raises(gaplab.GaplabError, match="not a number"):
        gaplab.from_networkx(fork_join(weight=lambda x: "x"))


def test_numpy_weights_and_matrices(session):
    G = fork_join(weight=lambda x: np.int64(x))
    inst = gaplab.from_networkx(G, machine=np.array([[0, 2], [2, 0]]), speeds=np.array([1.0, 2.0]))
    assert inst["machine"] == {"lambda": [[0, 2], [2, 0]], "speed": [1.0, 2.0]}
    assert type(inst["graph"]["tasks"][0]["time"]) is int
    assert session.solve(inst).optimal


@pytest.mark.parametrize("spec", ["ring:5", "mesh:2x3", "hypercube:2:0.5", "complete:3:2"])
def test_machine_specs_give_gaplabs_own_lambda(spec, tmp_path):
    G = fork_join(weight=lambda x: x)
    f = tmp_path / "g.json"
    f.write_text(json.dumps(nx.node_link_data(G)))
    out = subprocess.run([str(REPO / "gaplab"), "dag", "convert", str(f), "--to", "json", "--machine", spec],
                         capture_output=True, text=True, check=True)
    assert gaplab.machine(spec)["lambda"] == json.loads(out.stdout)["machine"]["lambda"]


def test_a_cost_matrix_per_processor_reproduces_heft_80_on_topcuoglus_graph(session):
    paper = json.loads((REPO / "examples/heterogeneous/topcuoglu-2002-fig2.json").read_text())
    G = nx.DiGraph()
    for t in paper["graph"]["tasks"]:
        G.add_node(t["id"], w=t["times"])
    for a in paper["graph"]["arcs"]:
        G.add_edge(a["from"], a["to"], weight=a["messages"])
    lam = paper["machine"]["lambda"]
    by_attribute = gaplab.from_networkx(G, machine=lam, costs="w")
    by_array = gaplab.from_networkx(G, machine=lam, costs=np.array([G.nodes[n]["w"] for n in G]))
    by_dict = gaplab.from_networkx(G, machine=lam, costs={n: G.nodes[n]["w"] for n in G})
    assert by_attribute == by_array == by_dict
    assert session.solve(by_array, method="heft").objective == 80  # the paper's figure (docs/dag.md)
    assert session.solve(by_array, method="cpop").objective == 86
    with pytest.raises(gaplab.GaplabError, match="has 2 times for 3 processors"):
        gaplab.from_networkx(G, machine=lam, costs={n: [1, 2] for n in G})
    with pytest.raises(gaplab.GaplabError, match="no speeds"):
        gaplab.from_networkx(G, machine=lam, costs="w", speeds=[1, 1, 2])


def test_to_networkx_goes_back_and_forth(session):
    inst = session.read(REPO / "examples/Fork_Join_Nodes_10_CCR_0.10_WeightType_Random-1_Homogeneous-2.dot")
    G = gaplab.to_networkx(inst)
    assert G.number_of_nodes() == 10 and G.graph["lambda"] == [[0, 1], [1, 0]]
    again = gaplab.from_networkx(G, machine=G.graph["lambda"], speeds=G.graph["speed"])
    assert session.solve(again).objective == session.solve(inst).objective == 548  # Sinnen's published optimum


def test_a_saga_1_network_graph_is_a_machine():
    net = nx.Graph()
    net.add_node("p", weight=1.0)
    net.add_node("q", weight=2.0)
    net.add_edge("p", "q", weight=4.0)
    net.add_edge("p", "p", weight=1e9)
    assert gaplab.machine(net) == {"lambda": [[0.0, 0.25], [0.25, 0.0]], "speed": [1.0, 2.0]}
