"""An undoable move history: a cursor over a tree of moves applied to one target.

The target (a hive, a game) knows how to apply a move and how to revert it::

    result, token = target.apply_move(move)   # raises and changes nothing if illegal
    target.revert_move(token)                 # exactly undoes that application

Undo moves the cursor back (reverting), redo re-applies the move, ``step_to(i)``
jumps. A new move after undo drops the redo branch, or keeps it as a variation
when ``keep_variations`` is on. Every step is written to :attr:`History.log`, so
an undo is visible rather than silently deleting anything.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from .inputs import quote

M = TypeVar("M")

#: Most moves (in all variations) a saved history may hold.
MAX_SAVED_MOVES = 1_000_000


class Undoable(Protocol[M]):
    """What a history drives."""

    def apply_move(self, move: M) -> tuple[Any, Any]: ...

    def revert_move(self, token: Any) -> None: ...


class HistoryError(ValueError):
    """A history request that cannot be honoured (nothing changed), or a corrupt save."""


@dataclass(eq=False)
class Node(Generic[M]):
    """One move in the tree; the root holds no move."""

    move: M | None
    parent: Node[M] | None = None
    children: list[Node[M]] = field(default_factory=list)
    chosen: int = 0  # which child redo follows
    result: Any = None
    token: Any = None
    depth: int = field(init=False, default=0)  # moves from the root

    def __post_init__(self) -> None:
        self.depth = 0 if self.parent is None else self.parent.depth + 1


@dataclass(frozen=True)
class LogEntry:
    """One thing that happened to the history."""

    event: str  # "move", "undo", "redo"
    ply: int  # the ply the cursor is at afterwards
    move: Any


class History(Generic[M]):
    """A cursor over a tree of moves applied to ``target``."""

    def __init__(self, target: Undoable[M], *, keep_variations: bool = False):
        self.target = target
        self.keep_variations = keep_variations
        self.root: Node[M] = Node(None)
        self.cursor: Node[M] = self.root
        self.log: list[LogEntry] = []
        self._listeners: list[Callable[[History[M]], None]] = []
        self._quiet = False  # True while a jump moves through its plies (step_to)

    # -------------------------------------------------------------- reading

    @property
    def ply(self) -> int:
        """How many moves are applied now."""
        return self.cursor.depth

    @property
    def moves(self) -> list[M]:
        """The applied moves, oldest first."""
        out = []
        n = self.cursor
        while n.parent is not None:
            out.append(n.move)
            n = n.parent
        return out[::-1]  # type: ignore[return-value]

    @property
    def line(self) -> list[M]:
        """The current line: the applied moves followed by those redo would replay."""
        tail = []
        n = self.cursor
        while n.children:
            n = n.children[n.chosen]
            tail.append(n.move)
        return self.moves + tail  # type: ignore[operator]

    @property
    def last_result(self) -> Any:
        """What the target returned for the move at the cursor (None at the start)."""
        return self.cursor.result

    def can_undo(self) -> bool:
        return self.cursor.parent is not None

    def can_redo(self) -> bool:
        return bool(self.cursor.children)

    def variations(self) -> list[list[M]]:
        """Every line of the tree from the start, the current line first."""
        lines: list[list[M]] = []
        stack: list[tuple[Node[M], list[M]]] = [(self.root, [])]
        while stack:  # depth first without recursion: lines may be thousands of moves long
            node, prefix = stack.pop()
            if not node.children:
                lines.append(prefix)
            for child in reversed(node.children):
                stack.append((child, [*prefix, child.move]))  # type: ignore[list-item]
        current = self.line
        lines.sort(key=lambda ln: ln != current)
        return lines

    def on_change(self, callback: Callable[[History[M]], None]) -> None:
        """Call ``callback(history)`` after every move, undo and redo, and once after a
        jump (:meth:`step_to`), however many plies it crossed."""
        self._listeners.append(callback)

    # -------------------------------------------------------------- changing

    def push(self, move: M) -> Any:
        """Apply ``move`` at the cursor; returns the target's result.

        If ``move`` is the one redo would replay, it is simply redone.
        """
        for i, child in enumerate(self.cursor.children):
            if child.move == move:
                self.cursor.chosen = i
                return self._redo(log=True)
        result, token = self.target.apply_move(move)
        node = Node(move, parent=self.cursor, result=result, token=token)
        if not self.keep_variations:
            self.cursor.children = []
        self.cursor.children.append(node)
        self.cursor.chosen = len(self.cursor.children) - 1
        self.cursor = node
        self.log.append(LogEntry("move", self.ply, move))
        self._changed()
        return result

    def undo(self) -> M | None:
        """Revert the last applied move; returns it (None when at the start)."""
        node = self.cursor
        if node.parent is None:
            return None
        self.target.revert_move(node.token)
        node.token = None
        parent = node.parent
        parent.chosen = parent.children.index(node)
        self.cursor = parent
        self.log.append(LogEntry("undo", self.ply, node.move))
        self._changed()
        return node.move

    def redo(self) -> M | None:
        """Re-apply the next move of the current line; returns it (None at the end)."""
        if not self.cursor.children:
            return None
        self._redo(log=True)
        return self.cursor.move

    def _redo(self, *, log: bool) -> Any:
        child = self.cursor.children[self.cursor.chosen]
        result, token = self.target.apply_move(child.move)  # type: ignore[arg-type]
        child.result, child.token = result, token
        self.cursor = child
        if log:
            self.log.append(LogEntry("redo", self.ply, child.move))
        self._changed()
        return result

    def forget_redo(self) -> None:
        """Drop the moves redo would replay from the cursor (a try taken back is gone, not
        waiting to be redone); listeners are told. Nothing applied changes."""
        if not self.cursor.children:
            return
        self.cursor.children = []
        self.cursor.chosen = 0
        self._changed()

    def step_to(self, ply: int) -> None:
        """Jump to ``ply`` moves into the current line (0 = the start)."""
        length = len(self.line)
        if type(ply) is not int or not 0 <= ply <= length:
            raise HistoryError(f"there is no move {quote(ply)}: the line has moves 0 to {length}")
        if ply == self.ply:
            return
        self._quiet = True  # one change for the whole jump: listeners see where it lands
        try:
            while self.ply > ply:
                self.undo()
            while self.ply < ply:
                self.redo()
        finally:
            self._quiet = False
            self._changed()

    def _changed(self) -> None:
        if self._quiet:
            return
        for callback in list(self._listeners):
            callback(self)

    # -------------------------------------------------------------- saving

    def tree_to_json(self, encode: Callable[[M], Any]) -> dict:
        """The move tree, the chosen line and the cursor as JSON-ready data.

        The tree is a flat list, parents before their children: ``{"move": ..., "parent":
        i}`` (``-1`` for a first move), so a line of any length saves without nesting.
        """
        nodes: list[dict[str, Any]] = []
        stack: list[tuple[Node[M], int]] = [(c, -1) for c in reversed(self.root.children)]
        while stack:
            node, parent = stack.pop()
            nodes.append({"move": encode(node.move), "parent": parent})  # type: ignore[arg-type]
            index = len(nodes) - 1
            stack.extend((c, index) for c in reversed(node.children))
        path = []
        n = self.root
        while n.children:
            path.append(n.chosen)
            n = n.children[n.chosen]
        return {"moves": nodes, "line": path, "ply": self.ply}

    def load_tree(self, data: object, decode: Callable[[Any], M]) -> None:
        """Rebuild a tree saved by :meth:`tree_to_json` on a fresh history.

        Replays the saved line up to the saved ply; the target must be at its start.
        HistoryError names the first thing that is wrong (nothing is replayed then).
        """
        if self.root.children or self.cursor is not self.root:
            raise HistoryError("load a saved history into a fresh one")
        if not isinstance(data, dict) or not isinstance(data.get("moves"), list):
            raise HistoryError("a saved history needs a list of moves")
        raw_nodes = data["moves"]
        if len(raw_nodes) > MAX_SAVED_MOVES:
            raise HistoryError(
                f"a saved history holds at most {MAX_SAVED_MOVES} moves, not {len(raw_nodes)}"
            )
        nodes: list[Node[M]] = []
        for i, raw in enumerate(raw_nodes):
            where = f"move {i}"
            if not isinstance(raw, dict) or set(raw) != {"move", "parent"}:
                raise HistoryError(f"{where}: expected {{'move': ..., 'parent': index}}")
            parent = raw["parent"]
            if type(parent) is not int or not -1 <= parent < i:
                raise HistoryError(
                    f"{where}: 'parent' must be -1 or the index of an earlier move, "
                    f"not {quote(parent)}"
                )
            try:
                move = decode(raw["move"])
            except (TypeError, ValueError, KeyError) as e:
                raise HistoryError(f"{where}: {e}") from None
            above = self.root if parent == -1 else nodes[parent]
            node = Node(move, parent=above)
            above.children.append(node)
            nodes.append(node)
        line = data.get("line", [])
        if not isinstance(line, list):
            raise HistoryError(f"'line' must be a list of variation numbers, not {quote(line)}")
        n = self.root
        for depth, choice in enumerate(line):
            if type(choice) is not int or not 0 <= choice < len(n.children):
                raise HistoryError(f"line step {depth}: no variation {quote(choice)} there")
            n.chosen = choice
            n = n.children[choice]
        ply = data.get("ply", 0)
        if type(ply) is not int:
            raise HistoryError(f"'ply' must be a whole number, not {quote(ply)}")
        try:
            self.step_to(ply)
        except HistoryError:
            raise
        except ValueError as e:  # a move that no longer applies: the save is corrupt
            raise HistoryError(f"a saved move cannot be replayed: {e}") from None
        self.log.clear()


def flatten_nested_tree(moves: object) -> list[dict[str, Any]]:
    """The flat move list of :meth:`History.tree_to_json` from the nested one of older saves
    (``{"move": ..., "children": [...]}``), without recursion; HistoryError if malformed."""
    if not isinstance(moves, list):
        raise HistoryError("a saved history needs a list of moves")
    out: list[dict[str, Any]] = []
    stack: list[tuple[object, int, str]] = [
        (m, -1, f"move {i}") for i, m in reversed(list(enumerate(moves)))
    ]
    while stack:
        raw, parent, where = stack.pop()
        if not isinstance(raw, dict) or "move" not in raw:
            raise HistoryError(f"{where}: expected {{'move': ..., 'children': [...]}}")
        kids = raw.get("children", [])
        if not isinstance(kids, list):
            raise HistoryError(f"{where}: children must be a list")
        out.append({"move": raw["move"], "parent": parent})
        if len(out) > MAX_SAVED_MOVES:
            raise HistoryError(f"a saved history holds at most {MAX_SAVED_MOVES} moves")
        index = len(out) - 1
        stack.extend((k, index, f"{where}.{j}") for j, k in reversed(list(enumerate(kids))))
    return out
