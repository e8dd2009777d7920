"""The shape of a turn: which decision is pending, the automatic steps between decisions,
choosing the next activated action, and ending the turn.

A turn is a sequence of decisions. The turn's first decision (take a tile or recall) and
its last (end the turn) are always asked, even when forced, so that a learner sees them.
Inside a hive action, a decision with a single possible answer is applied automatically
and written to the log.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .....core.i18n import Message, catalog
from ...hive import parse_hive
from .. import actions as A
from ..kinds import KINDS
from ..log import Log, kind_term, say, tile_list
from ..state import GameState, Task, TurnState, space_name
from . import DecisionRule, in_words
from .orders import flip_orders

if TYPE_CHECKING:
    from . import Ruleset


#: The decision kinds with a short phrase each: "Anna to <phrase>" (game.phrase.<kind>).
PHRASES = (
    "choose_start",
    "turn",
    "place",
    "next_action",
    "decree",
    "forage",
    "nectar_cell",
    "fan",
    "market",
    "take_honey",
    "drop",
    "scout",
    "end_turn",
)


@dataclass(frozen=True)
class Pending:
    """The decision the game waits for: its kind, whose it is, and a prompt sentence.

    ``prompt`` is a :class:`~honeybuzz_lab.core.i18n.Message` (English as a string);
    :meth:`prompt_in` says it in another language.
    """

    kind: str
    player: int | None
    prompt: str

    @property
    def phrase(self) -> str:
        """``"take a tile or recall"``: what the player is to do, in a few words."""
        if self.kind in PHRASES:
            return say(f"phrase.{self.kind}")
        spec = KINDS.get(self.kind)  # a decision named like the one kind it asks for
        if spec is not None and spec.phrase in catalog():
            return Message(spec.phrase)
        if f"game.phrase.{self.kind}" in catalog():  # a module's decision with its own phrase
            return say(f"phrase.{self.kind}")
        return self.kind.replace("_", " ")

    def prompt_in(self, language: str) -> str:
        """The prompt in ``language`` (``"en"`` or ``"hu"``)."""
        prompt = self.prompt
        return prompt.text(language) if isinstance(prompt, Message) else prompt

    def phrase_in(self, language: str) -> str:
        """The short phrase in ``language``."""
        phrase = self.phrase
        return phrase.text(language) if isinstance(phrase, Message) else phrase

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "prompt": self.prompt}


def pending_kind(state: GameState) -> str:
    """The kind of the pending decision."""
    if state.over:
        return "game_over"
    if state.arranging is not None:
        return "arrange"
    if state.start_choices:
        return "choose_start"
    t = state.turn
    if t.step in ("start", "place", "scout"):
        return {"start": "turn", "place": "place", "scout": "scout"}[t.step]
    if t.step == "act":
        if t.frame is not None:
            return t.frame["step"]  # type: ignore[no-any-return]
        if t.queue:
            return "next_action"
    return "end_turn"


def pending_seat(state: GameState) -> int | None:
    """The seat that decides now (the rules' decider; None once the game is over)."""
    rules = state.ruleset
    if rules is not None and rules.decider is not None:
        return rules.decider(state)
    return base_decider(state)


def base_decider(state: GameState) -> int | None:
    """The base game's decider: the arranging or choosing seat in setup, else the seat on turn."""
    if state.over:
        return None
    if state.arranging is not None:
        return state.arranging
    if state.start_choices:
        return state.start_choices[0]
    return state.turn.seat


def pending(state: GameState, rules: Ruleset) -> Pending:
    kind = pending_kind(state)
    if kind == "game_over":
        return Pending(kind, None, say("over"))
    prompt = in_words(rules, rules.decisions[kind].prompt(state, rules))
    return Pending(kind, pending_seat(state), prompt)


# ------------------------------------------------------------------ hive actions in a turn


def start_action(state: GameState, rules: Ruleset, action: str, source: str, log: Log) -> None:
    """Begin taking hive action ``action`` (or skip it, logged, when it cannot be taken)."""
    rule = rules.hive_actions[action]
    why = rule.possible(state, rules, state.turn.seat)
    if why is not None:
        log.add(say("log.cannot_act", name=state.current.name, action=kind_term(action), why=why))
        return
    rule.start(state, rules, source, log)


def advance(state: GameState, rules: Ruleset, log: Log) -> None:
    """Take every automatic step until a real decision is pending; run the after-action checks."""
    checks = rules.after_action
    for _ in range(1000):
        for check in checks:
            check(state, rules, log)
        if state.over or state.in_setup or state.turn.step != "act":
            return
        t = state.turn
        if t.frame is not None:
            decision = rules.decisions[t.frame["step"]]
            if not decision.auto:
                return
            options = decision.options(state, rules)
            if len(options) != 1:
                return
            decision.apply(state, rules, options[0], log)
            continue
        kinds = list(dict.fromkeys(task.action for task in t.queue))
        if len(kinds) != 1:
            return
        _start_next(state, rules, kinds[0], log)
    raise RuntimeError("the turn does not settle: a rule keeps going round")  # pragma: no cover


def _start_next(state: GameState, rules: Ruleset, action: str, log: Log) -> None:
    t = state.turn
    for i, task in enumerate(t.queue):
        if task.action == action:
            del t.queue[i]
            start_action(state, rules, action, task.source, log)
            return
    raise KeyError(action)  # pragma: no cover


# ------------------------------------------------------------------ decisions


def next_action_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [A.Resolve(a) for a in dict.fromkeys(task.action for task in state.turn.queue)]


def next_action_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, A.Resolve)
    _start_next(state, rules, action.action, log)


def next_action_prompt(state: GameState, rules: Ruleset) -> Message:
    left = [kind_term(t.action) for t in state.turn.queue]
    return say("prompt.next_action", name=state.current.name, left=left)


def next_action_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    assert isinstance(action, A.Resolve)
    left = [kind_term(t.action) for t in state.turn.queue]
    return say("explain.not_queued", action=kind_term(action.action), left=left)


def end_turn_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [A.EndTurn()]


def end_turn_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    """The very end of the turn: every end-of-turn step in order, until one ends the game."""
    for turn_step in rules.end_of_turn:
        turn_step.run(state, rules, log)
        if state.over:
            return


def flip_orders_step(state: GameState, rules: Ruleset, log: Log) -> None:
    """Turn up the next card of each stack an order was taken from."""
    flip_orders(state, log)


def count_turn_step(state: GameState, rules: Ruleset, log: Log) -> None:
    """The turn counts as played."""
    state.players[state.turn.seat].turns += 1
    state.turns_played += 1


def end_trigger_step(state: GameState, rules: Ruleset, log: Log) -> None:
    """Check the end of the game; after the last player's turn of the round, finish it.

    A stalled game (nobody can ever take a tile again) is triggered like the rulebook's
    two triggers: the round is finished so that every player has had the same number of
    turns (RULINGS section 10).
    """
    seat = state.turn.seat
    if state.end_trigger is None:
        why = rules.end_trigger(state, rules)
        if why is not None:
            state.end_trigger = why
            if seat == state.last_seat:
                log.add(say("log.end_triggered", why=why))
            else:
                last = state.players[state.last_seat].name
                log.add(say("log.end_triggered_last", why=why, last=last))
    if state.end_trigger is not None and seat == state.last_seat:
        finish_game(state, rules, log)


def pass_turn_step(state: GameState, rules: Ruleset, log: Log) -> None:
    """Whoever the turn order says acts next takes the turn."""
    rules.next_turn(state, rules, log)  # type: ignore[misc]


def next_seat(state: GameState, rules: Ruleset, log: Log) -> None:
    """The base turn order: the next seat clockwise takes a turn."""
    player = state.players[state.turn.seat]
    nxt = (state.turn.seat + 1) % state.player_count
    state.turn = TurnState(nxt)
    log.add(say("log.turn_ends", name=player.name, next=state.players[nxt].name))


def finish_game(state: GameState, rules: Ruleset, log: Log) -> None:
    """Score the game and mark it over (the scores and outcome come from the rules)."""
    state.over = True
    state.final = rules.final_scores(state, rules)
    log.add(say("over"))
    for line in state.final["sentences"]:
        log.add(line)


def end_turn_prompt(state: GameState, rules: Ruleset) -> Message:
    return say("prompt.end_turn", name=state.current.name)


def choose_start_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    taken = {p.forage for p in state.players if p.forage is not None}
    return [A.ChooseStart(s) for s in state.woodland.side.starts if s not in taken]


def choose_start_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, A.ChooseStart)
    seat = state.start_choices.pop(0)
    state.players[seat].forage = action.space
    log.add(say("log.choose_start", name=state.players[seat].name, space=space_name(action.space)))


def choose_start_prompt(state: GameState, rules: Ruleset) -> Message:
    name = state.players[state.start_choices[0]].name
    return say("prompt.choose_start", name=name)


def choose_start_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    assert isinstance(action, A.ChooseStart)
    if action.space not in state.woodland.side.starts:
        starts = [space_name(s) for s in state.woodland.side.starts]
        return say("explain.not_a_start", space=space_name(action.space), starts=starts)
    return say("explain.start_taken", space=space_name(action.space))


def arrange_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    card = state.components.configuration(state.setup["configuration"])
    return [A.Arrange(t) for t in card.arrangements()]


def arrange_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    """The first player lays the starting tiles; everybody else copies them (RULINGS 5)."""
    assert isinstance(action, A.Arrange)
    name = state.players[state.arranging].name  # type: ignore[index]
    state.arranging = None
    hive = parse_hive(action.tiles)
    for k, p in enumerate(state.players):
        p.hive = hive if k == 0 else hive.copy()
    log.add(say("log.arrange", name=name, tiles=tile_list(hive)))


def arrange_prompt(state: GameState, rules: Ruleset) -> Message:
    name = state.players[state.arranging].name  # type: ignore[index]
    return say("prompt.arrange", name=name)


def arrange_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    return say("explain.not_an_arrangement")


def queue_task(state: GameState, action: str, source: str) -> None:
    state.turn.queue.append(Task(action, source))


DECISIONS = {
    "next_action": DecisionRule(
        ("resolve",),
        next_action_options,
        next_action_apply,
        next_action_prompt,
        next_action_explain,
    ),
    "end_turn": DecisionRule(("end_turn",), end_turn_options, end_turn_apply, end_turn_prompt),
    "arrange": DecisionRule(
        ("arrange",), arrange_options, arrange_apply, arrange_prompt, arrange_explain
    ),
    "choose_start": DecisionRule(
        ("choose_start",),
        choose_start_options,
        choose_start_apply,
        choose_start_prompt,
        choose_start_explain,
    ),
}
