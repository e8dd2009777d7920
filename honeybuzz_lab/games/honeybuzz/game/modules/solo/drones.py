"""The drones: the boxes they block on the player's turn and the drone turns (flip, the
woodland action, the module cards, the movement), every choice a ``drone`` decision."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ......core.i18n import Message
from ....hive import Nectar
from ... import actions as A
from ...log import nectar_term, resource_term, say, stack_term
from ...rules import emit, resources
from ...rules import take_tile as base_take_tile
from ...state import GameState, TurnState, space_name
from .cards import drone_card, drone_cards, module_drone, module_step
from .data import DRONE_SIDES, DroneCard
from .kinds import DroneDrop, DroneOrder, DroneRemove
from .state import field_backs, solo
from .words import box_name

if TYPE_CHECKING:
    from ...log import Log
    from ...rules import Ruleset


def drone_boxes(state: GameState) -> set[str]:
    """The hive boxes the drones occupy now."""
    return set(solo(state).drones.values())


def _box_of(state: GameState, tile: str) -> str | None:
    for box in state.board.values():
        if tile in box.kinds:
            return box.name
    return None


def turn_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    blocked = drone_boxes(state)
    return [
        a
        for a in base_take_tile.tile_options(state, rules)
        if not (isinstance(a, A.TakeTile) and _box_of(state, a.tile) in blocked)
    ]


def turn_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    if isinstance(action, A.TakeTile) and _box_of(state, action.tile) in drone_boxes(state):
        box = _box_of(state, action.tile)
        assert box is not None
        return say("solo.explain_drone_box", box=box_name(state, box))
    return base_take_tile.tile_explain(state, rules, action)


# ------------------------------------------------------------------ drone turns


def solo_next_turn(state: GameState, rules: Ruleset, log: Log) -> None:
    """After the player's turn: a drone turn, then the player's next turn."""
    s = solo(state)
    if s.extra_turn:  # pragma: no cover - the end_trigger step ends the game first
        return
    log.add(say("solo.drones_turn"))
    first: list[str] = []  # module cards resolved before the drone action
    if len(s.deck) == 1:
        rng = state.random()
        deck = [d.id for d in drone_cards(state)] + list(s.module_drones)
        rng.shuffle(deck)
        state.keep_random(rng)
        s.deck, s.flipped = deck, []
        s.reshuffles += 1
        log.add(say("solo.reshuffle"))
        first += _module_cards_on_top(state, log)
    card = drone_card(s.deck.pop())
    log.reveal()
    s.flipped.append(card.id)
    s.drone_turns += 1
    log.add(flip_sentence(state, card))
    first += _module_cards_on_top(state, log)
    todo = (*first, ACTION)  # the drone action of the card flipped (see _woodland_steps)
    state.turn = TurnState(0, step="act", frame={"step": "drone", "card": card.id, "todo": todo})
    run_drone(state, rules, log)


#: The drone turn's step that stands for the flipped card's drone action (expanded when
#: reached: a module card that was the deck's last card may have a new card flipped first).
ACTION = "action"
#: The step after a module card that was the deck's last card (``last:<card id>``).
LAST = "last:"
#: The step that flips a new card after such a reshuffle (module cards on top first).
FLIP = "flip"


def _woodland_steps(state: GameState, card: DroneCard) -> tuple[str, ...]:
    """The drone action of ``card``'s woodland side, as drone steps."""
    if card.woodland == "order":
        return ("order",)
    if card.woodland == "highest":
        return ("highest", "drop:" + resources(state)[0])
    return ("nectar:" + card.woodland,)


def _module_cards_on_top(state: GameState, log: Log) -> list[str]:
    """Module drone cards showing on top of the deck go to the bottom of the discard pile,
    each to be resolved before the drone action; after one that was the deck's last card
    comes the step that makes a new deck (:func:`_after_last_card`)."""
    s = solo(state)
    steps = []
    while s.deck and module_drone(s.deck[-1]) is not None:
        card = module_drone(s.deck.pop())
        assert card is not None
        log.reveal()
        steps.append(card.step)
        log.add(say(f"solo.module_card.{card.step}"))
        s.flipped.insert(0, card.id)
        if not s.deck:
            steps.append(LAST + card.id)
    return steps


def _after_last_card(state: GameState, card_id: str, log: Log) -> None:
    """A "nectar cap" or "toast" card that was the deck's last card has been resolved: the
    discard pile is reshuffled into a new deck, that card starts a new discard pile, and a
    new card is flipped from the deck (Fall Flavors' clarification, in its order; RULINGS
    8). The new card's drone action is this turn's, its module cards resolved first."""
    s = solo(state)
    frame = state.turn.frame
    assert frame is not None
    rng = state.random()
    deck = [c for c in s.flipped if c != card_id]
    rng.shuffle(deck)
    state.keep_random(rng)
    s.deck, s.flipped = deck, [card_id]
    s.reshuffles += 1
    log.add(say("solo.reshuffle_module"))
    first = _module_cards_on_top(state, log)  # a module card now on top is resolved first
    flip = () if FLIP in frame["todo"] else (FLIP,)
    state.turn.frame = {**frame, "todo": (*first, *flip, *frame["todo"])}


def _flip_new_card(state: GameState, log: Log) -> None:
    """Flip a new card after a module card's reshuffle: its drone action is this turn's."""
    s = solo(state)
    frame = state.turn.frame
    assert frame is not None
    card = drone_card(s.deck.pop())
    s.flipped.append(card.id)
    log.add(flip_sentence(state, card))
    more = _module_cards_on_top(state, log)
    state.turn.frame = {**frame, "card": card.id, "todo": (*more, *frame["todo"])}


def flip_sentence(state: GameState, card: DroneCard) -> Message:
    """What the flipped drone card's woodland side does, as a log sentence."""
    if card.woodland == "order":
        return say("solo.flip_order", card=card.id)
    if card.woodland == "highest":
        return say("solo.flip_highest", card=card.id, resource=resource_term(resources(state)[0]))
    return say(
        "solo.flip_nectar" if field_backs(state) is None else "solo.flip_nectar_backs",
        card=card.id,
        nectar=nectar_term(Nectar(card.woodland)),
        resource=resource_term(card.woodland),
    )


def _droppable(state: GameState, exclude: str | None = None) -> list[str]:
    return [r for r in resources(state) if r != exclude and not state.market.at_bottom(r)]


def _drop_choices(state: GameState, resource: str) -> list[A.Action]:
    """Drop ``resource``, or if it cannot drop, any other value that can (the player's choice)."""
    if not state.market.at_bottom(resource):
        return [DroneDrop(resource)]
    return [DroneDrop(r) for r in _droppable(state, resource)]


def nectar_choices(state: GameState, rules: Ruleset, nectar: str) -> list[A.Action]:
    """The closest tiles of ``nectar`` to the forage token (ties: each one); with the
    advanced variant every face-down tile of that type's back group (RULINGS 6)."""
    backs = field_backs(state)
    if backs is not None:
        return [
            DroneRemove(sp)
            for sp in sorted(state.woodland.field)
            if backs.get(space_name(sp)) == nectar
        ]
    forage = state.players[0].forage
    spaces = [sp for sp, t in state.woodland.field.items() if t.nectar.value == nectar]
    if not spaces or forage is None:
        return []
    dist = rules.geometry.distance  # type: ignore[union-attr]
    best = min(dist(forage, sp) for sp in spaces)
    return [DroneRemove(sp) for sp in sorted(spaces) if dist(forage, sp) == best]


def drone_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    """The choices of the drone step now pending (the first of the frame's ``todo``)."""
    frame = state.turn.frame
    assert frame is not None
    step = frame["todo"][0]
    module_card = module_step(step)
    if module_card is not None:
        return [] if module_card.options is None else module_card.options(state, rules)
    if step == "order":
        return [DroneOrder(i) for i, pile in enumerate(state.order_stacks) if pile.face_up]
    if step == "highest":
        honeys = resources(state)[1:]
        values = {h: state.market.value(h) for h in honeys}
        top = max(values.values())
        tied = [h for h in honeys if values[h] == top]
        can = [h for h in tied if not state.market.at_bottom(h)]
        if can:
            return [DroneDrop(h) for h in can]
        return [DroneDrop(r) for r in _droppable(state)]
    if step.startswith("drop:"):
        return _drop_choices(state, step[5:])
    nectar = step.split(":", 1)[1]
    return nectar_choices(state, rules, nectar) + _drop_choices(state, nectar)


def run_drone(state: GameState, rules: Ruleset, log: Log) -> None:
    """Play the drone turn's steps until one needs the player's choice, then finish it."""
    while state.turn.frame is not None and state.turn.frame["todo"]:
        step = state.turn.frame["todo"][0]
        if step == ACTION:  # the drone action of the card flipped this turn
            _pop(state)
            todo = _woodland_steps(state, drone_card(state.turn.frame["card"]))
            state.turn.frame = {**state.turn.frame, "todo": (*todo, *state.turn.frame["todo"])}
            continue
        if step.startswith(LAST):
            _pop(state)
            _after_last_card(state, step[len(LAST) :], log)
            continue
        if step == FLIP:
            _pop(state)
            _flip_new_card(state, log)
            continue
        card = module_step(step)
        if card is not None and card.resolve is not None:  # no choice: resolved at once
            _pop(state)
            card.resolve(state, rules, log)
            continue
        options = drone_options(state, rules)
        if len(options) > 1:
            return  # the player's decision
        if options:
            _drone_apply_one(state, rules, options[0], log)
        else:
            _pop(state)
            log.add(say("solo.drone_nothing"))
    _finish_drone_turn(state, rules, log)


def _pop(state: GameState) -> None:
    frame = state.turn.frame
    assert frame is not None
    state.turn.frame = {**frame, "todo": tuple(frame["todo"][1:])}


def _drone_apply_one(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    step = state.turn.frame["todo"][0]  # type: ignore[index]
    _pop(state)
    s = solo(state)
    module_card = module_step(step)
    if module_card is not None:
        assert module_card.apply is not None
        module_card.apply(state, rules, action, log)
    elif isinstance(action, DroneOrder):
        pile = state.order_stacks[action.stack]
        pile.face_up = pile.face_down.pop() if pile.face_down else None
        log.reveal()
        log.add(say("solo.drone_order", stack=stack_term(state, action.stack)))
        if pile.empty:
            emit(state, log, "order_stack_emptied", stack=action.stack)
    elif isinstance(action, DroneDrop):
        market = state.market
        before = market.value(action.resource)
        market.positions[action.resource] += 1
        log.add(
            say(
                "solo.drone_drop",
                resource=resource_term(action.resource),
                before=before,
                after=market.value(action.resource),
            )
        )
        if market.at_bottom(action.resource):
            emit(state, log, "value_bottomed", resource=action.resource)
    elif isinstance(action, DroneRemove):
        tile = state.woodland.field.pop(action.space)
        s.removed.append(tile.id)
        if field_backs(state) is not None:
            log.reveal()  # the advanced variant: the face-down front is turned up
        log.add(
            say(
                "solo.drone_remove" if field_backs(state) is None else "solo.drone_reveal",
                nectar=nectar_term(tile.nectar),
                space=space_name(action.space),
            )
        )
        if not state.woodland.field:
            emit(state, log, "last_nectar")


def drone_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    _drone_apply_one(state, rules, action, log)
    run_drone(state, rules, log)


def _finish_drone_turn(state: GameState, rules: Ruleset, log: Log) -> None:
    """Move the drone the top card's hive side names; check the end; the player's turn."""
    s = solo(state)
    box = drone_card(s.deck[-1]).hive
    drone = next(d for d, sides in DRONE_SIDES.items() if box in sides)
    if s.drones[drone] != box:
        s.drones[drone] = box
        log.add(say("solo.drone_moves", drone=drone, box=box_name(state, box)))
    state.turn = TurnState(0)
    emit(state, log, "drone_turn_ended")  # what counts at the end of a turn (Sunset)
    if state.end_trigger is None:
        why = rules.end_trigger(state, rules)
        if why is not None:
            state.end_trigger = why
            s.extra_turn = True
            log.add(say("log.end_triggered", why=why))
            log.add(say("solo.extra_turn", name=state.players[0].name))
    # after the movement, whether the drone moved or not (Autumn Leaves cycles a stack here)
    emit(state, log, "drone_moved", drone=drone, box=box)


def drone_prompt(state: GameState, rules: Ruleset) -> Message:
    step = state.turn.frame["todo"][0]  # type: ignore[index]
    name = state.players[0].name
    if module_step(step) is not None:
        return say(f"solo.prompt_module.{step}", name=name)
    if step == "order":
        return say("solo.prompt_order", name=name)
    if step == "highest":
        tied = [a.resource for a in drone_options(state, rules) if isinstance(a, DroneDrop)]
        honeys = resources(state)[1:]
        top = max(state.market.value(h) for h in honeys)
        if all(h in honeys and state.market.value(h) == top for h in tied):
            the = [say("solo.the_resource", resource=resource_term(h)) for h in tied]
            return say("solo.prompt_highest", name=name, resources=the)
        return say("solo.prompt_highest_bottom", name=name)
    kind, _, resource = step.partition(":")
    if kind == "nectar" and nectar_choices(state, rules, resource):
        key = "solo.prompt_nectar" if field_backs(state) is None else "solo.prompt_nectar_backs"
        return say(key, name=name, nectar=nectar_term(Nectar(resource)))
    return say("solo.prompt_drop", name=name, resource=resource_term(resource))


def drone_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message:
    return say("solo.explain_drone")


# ------------------------------------------------------------------ scoring
