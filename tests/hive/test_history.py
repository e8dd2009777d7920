"""Undo, redo, jumps, variations and save/load of hive placements."""

import json

import pytest

from honeybuzz_lab.core.history import HistoryError
from honeybuzz_lab.games.honeybuzz.hive import Hive, HiveHistory, IllegalPlacement, parse_tile

from . import positions as P

MOVES = [parse_tile(t) for t in P.LINE.split()]


def played(n=None, **kw):
    h = HiveHistory(**kw)
    for tile in MOVES[: len(MOVES) if n is None else n]:
        h.place(tile)
    return h


def test_undo_redo_restore_exactly():
    h = played()
    snapshots = [Hive.from_tiles(MOVES[:i]).to_json() for i in range(len(MOVES) + 1)]
    for i in range(len(MOVES), 0, -1):
        assert h.hive.to_json() == snapshots[i]
        assert h.undo() == MOVES[i - 1]
    assert h.hive.is_empty() and h.undo() is None and not h.can_undo()
    for i in range(1, len(MOVES) + 1):
        assert h.redo() == MOVES[i - 1]
        assert h.hive.to_json() == snapshots[i]
    assert h.redo() is None and not h.can_redo()


def test_undo_restores_cells_and_graphs():
    h = played()
    cells_before = h.hive.cells
    graph_before = (set(h.hive.graph.nodes(data="kind")), set(map(frozenset, h.hive.graph.edges)))
    line_graph_before = set(map(frozenset, h.hive.cell_graph.edges))
    extra = h.hive.legal_placements("P")[0].tile
    h.place(extra)
    h.undo()
    assert h.hive.cells == cells_before
    assert (
        set(h.hive.graph.nodes(data="kind")),
        set(map(frozenset, h.hive.graph.edges)),
    ) == graph_before
    assert set(map(frozenset, h.hive.cell_graph.edges)) == line_graph_before


def test_step_to_and_line():
    h = played()
    h.step_to(2)
    assert h.ply == 2 and h.moves == MOVES[:2] and h.line == MOVES
    h.step_to(len(MOVES))
    assert h.hive == Hive.from_notation(P.LINE)
    h.step_to(0)
    assert h.hive.is_empty()
    with pytest.raises(HistoryError, match="no move 99"):
        h.step_to(99)
    assert h.ply == 0


def test_new_move_after_undo_drops_the_redo_branch():
    h = played(4)
    h.undo()
    other = next(e.tile for e in h.hive.legal_placements("M") if e.tile != MOVES[3])
    h.place(other)
    assert h.line == [*MOVES[:3], other]
    assert not h.can_redo()
    assert h.variations() == [[*MOVES[:3], other]]


def test_new_move_after_undo_can_keep_the_old_line_as_a_variation():
    h = played(4, keep_variations=True)
    h.undo()
    other = next(e.tile for e in h.hive.legal_placements("M") if e.tile != MOVES[3])
    h.place(other)
    assert h.variations() == [[*MOVES[:3], other], MOVES[:4]]
    h.undo()
    assert h.redo() == other  # redo follows the line last visited
    h.undo()
    h.place(MOVES[3])  # replaying the old move re-enters its variation
    assert h.line == MOVES[:4]
    assert len(h.variations()) == 2


def test_illegal_move_leaves_history_unchanged():
    h = played(3)
    with pytest.raises(IllegalPlacement):
        h.place(parse_tile("P(50,50)E"))
    assert h.moves == MOVES[:3] and h.ply == 3


def test_log_shows_undo_and_redo():
    h = played(2)
    h.undo()
    h.redo()
    assert [e.event for e in h.log] == ["move", "move", "undo", "redo"]


def test_listeners_hear_every_change_and_a_jump_once():
    h = played(5)
    seen = []
    h.on_change(lambda hist: seen.append(hist.ply))
    h.undo()
    h.redo()
    h.step_to(0)  # five plies back: heard once, where it lands
    h.step_to(0)  # already there: nothing to hear
    h.step_to(3)
    assert seen == [4, 5, 0, 3]
    assert [e.event for e in h.log][-8:] == ["undo"] * 5 + ["redo"] * 3  # each ply still logged


def test_save_and_load(tmp_path):
    h = played(5, keep_variations=True)
    h.undo()
    h.undo()
    path = tmp_path / "hive.json"
    h.save(path)
    again = HiveHistory.load(path)
    assert again.ply == 3 and again.line == MOVES[:5]
    assert again.hive == h.hive
    again.step_to(5)
    assert again.hive == Hive.from_tiles(MOVES[:5])


def test_save_keeps_the_start_hive():
    start = Hive.starting("standard-2")
    h = HiveHistory(start)
    tile = start.legal_placements("A")[0].tile
    h.place(tile)
    again = HiveHistory.from_json(json.loads(json.dumps(h.to_json())))
    again.step_to(0)
    assert again.hive == Hive.starting("standard-2")


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d.update(format="x"), "not a saved hive history"),
        (lambda d: d.update(version=3), "unsupported history version"),
        (lambda d: d.update(version=True), "unsupported history version"),
        (lambda d: d.update(start={"format": "x"}), "starting hive is damaged"),
        (lambda d: d.update(moves="x"), "needs a list of moves"),
        (lambda d: d["moves"][0].update(move={"action": "nap"}), "move 0: a tile needs"),
        (lambda d: d.update(line=[5]), "no variation 5"),
        (lambda d: d.update(ply=40), "no move 40"),
        (lambda d: d["moves"][1].update(move=MOVES[0].to_json()), "cannot be replayed"),
        (lambda d: d["moves"][1].update(parent=1), "index of an earlier move"),
        (lambda d: d.update(line=5), "'line' must be a list"),
        (lambda d: d.update(ply=True), "'ply' must be a whole number"),
        (lambda d: d.update(keep_variations="no"), "'keep_variations' must be true or false"),
    ],
)
def test_corrupt_saves_are_rejected(mutate, message):
    data = played(4).to_json()
    mutate(data)
    with pytest.raises(HistoryError) as err:
        HiveHistory.from_json(data)
    assert message in str(err.value)


def test_load_reports_bad_json(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{not json")
    with pytest.raises(HistoryError, match="not valid JSON"):
        HiveHistory.load(path)
