"""One spec per action kind: a module adds a kind in one place, and every shipped kind is
complete in both languages."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

from honeybuzz_lab.core.i18n import LANGUAGES, Message, catalog
from honeybuzz_lab.core.kinds import KindError
from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, IllegalAction
from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.game.engine import legal_actions
from honeybuzz_lab.games.honeybuzz.game.kinds import KINDS, ActionKind, Target, marks
from honeybuzz_lab.games.honeybuzz.game.log import say
from honeybuzz_lab.games.honeybuzz.game.registry import (
    Module,
    ModuleError,
    compose,
    register,
    unregister,
)
from honeybuzz_lab.games.honeybuzz.game.rules import DecisionRule
from honeybuzz_lab.games.honeybuzz.game.rules.turn import pending_seat
from honeybuzz_lab.games.honeybuzz.game.state import GameState, TurnState, space_name
from honeybuzz_lab.games.honeybuzz.widgets.table_state import (
    action_target,
    encode_pending,
    encode_static,
)

# ------------------------------------------------------------------ a throwaway module


@dataclass(frozen=True)
class Hum(A.Action):
    """A bee hums over a space of the field (a kind only this test knows)."""

    kind: ClassVar[str] = "test_hum"
    space: A.Space


def _hum_label(state: Any, action: Hum) -> Message:
    return say("test_hum.label", space=space_name(action.space))


def _hum_score(view: Any, action: Hum) -> float:
    return float(action.space[1])  # the further right, the better


HUM = ActionKind(
    Hum,
    _hum_label,
    Target("space", "space"),
    _hum_score,
    texts={
        "en": {
            "game.test_hum.label": "Hum over {space}",
            "game.verb.test_hum": "hum",
            "game.phrase.test_hum": "hum over a space",
        },
        "hu": {
            "game.test_hum.label": "Zümmögés ezen: {space}",
            "game.verb.test_hum": "zümmögés",
            "game.phrase.test_hum": "zümmögés egy mező fölött",
        },
    },
)


def _setup(state: Any, rules: Any, opts: Mapping[str, Any]) -> None:
    state.turn = TurnState(state.turn.seat, step="act", frame={"step": "test_hum"})


def _options(state: Any, rules: Any) -> list[A.Action]:
    return [Hum((0, c)) for c in range(3)]


def _apply(state: Any, rules: Any, action: A.Action, log: Any) -> None:
    state.turn = TurnState(state.turn.seat)
    log.add(say("test_hum.label", space=space_name(action.space)))  # type: ignore[attr-defined]


def _prompt(state: Any, rules: Any) -> Message:
    return say("test_hum.label", space="?")


HUMMING = Module(
    name="test_humming",
    summary="A bee hums before the first turn.",
    setup=_setup,
    decisions={"test_hum": DecisionRule(("test_hum",), _options, _apply, _prompt, None)},
    kinds=(HUM,),
)


@pytest.fixture
def humming() -> Iterator[Game]:
    register(HUMMING)
    try:
        yield Game.new(2, seed=1, first_game=True, modules=["test_humming"])
    finally:
        unregister("test_humming")


def test_a_module_adds_a_kind_in_one_place(humming: Game) -> None:
    game = humming
    assert game.pending.kind == "test_hum"
    legal = game.legal_actions()
    hum = legal[1]
    # labelled, in both languages
    assert hum.describe(game) == "Hum over B1"
    assert hum.describe(game, "hu") == "Zümmögés ezen: B1"
    # the phrase of its decision, in both languages
    assert game.pending.phrase == "hum over a space"
    assert game.pending.phrase_in("hu") == "zümmögés egy mező fölött"
    # targeted: on the field, for the table and for the page
    assert action_target(game.state, hum, 0) == ["space", 0, 1]
    assert marks(game.state, 0, hum) == [{"area": "space", "space": [0, 1]}]
    pending = encode_pending(game, True)
    assert [a[2] for a in pending["actions"]] == [["space", 0, c] for c in range(3)]
    page = encode_static(game)["action_kinds"]["test_hum"]
    assert page == {
        "on": "space",
        "param": "space",
        "click": False,
        "button": False,
        "draw": "",
        "motion": "",
    }
    # scored by the greedy bot with the spec's feature
    values = GreedyBot(seed=1).values(game)
    assert [v for _, v in values] == [0.0, 1.0, 2.0]
    assert GreedyBot(seed=1).choose(game) == Hum((0, 2))
    game.apply(Hum((0, 2)))
    assert game.pending.kind == "turn"
    # its verb says why it is refused later, in both languages
    with pytest.raises(IllegalAction) as refused:
        game.apply(Hum((0, 1)))
    reason = refused.value.reason
    assert "hum" in str(reason) and "zümmögés" in reason.text("hu")  # type: ignore[attr-defined]
    # it travels as JSON like every action
    assert A.action_from_json({"kind": "test_hum", "space": [0, 1]}) == Hum((0, 1))


def _hum_same(state: Any, seat: int, action: Hum) -> object:
    return action.space[1] % 2  # hums over even columns are one option, odd ones another


def _hum_advice(state: Any, seat: int, action: Hum, others: Any) -> list[Message]:
    return [say("test_hum.advice", n=len(others))]


def _hum_outline(state: Any, seat: int, action: Hum) -> list[dict[str, Any]]:
    return [{"area": "space", "space": [r, action.space[1]]} for r in range(2)]


CHORUS = ActionKind(
    Hum,
    _hum_label,
    Target("space", "space"),
    _hum_score,
    same=_hum_same,
    advice=_hum_advice,
    outline=_hum_outline,
    draw="scout",
    claims={"hums_over": ("the column hummed over", lambda s, a: a.space[1])},
    texts={
        lang: {**texts, "game.test_hum.advice": words}
        for (lang, texts), words in zip(
            HUM.texts.items(),
            ("({n} more hums sound the same.)", "(Még {n} zümmögés ugyanígy hangzik.)"),
            strict=True,
        )
    },
)


def test_the_advisor_and_the_page_take_a_new_kind_from_its_spec() -> None:
    """A kind's grouping, advice sentence, outline, drawing and demo claims come from its
    spec: the advisor, the table and the classroom's checks follow without other edits."""
    from honeybuzz_lab.games.honeybuzz.classroom.demos import CHECKS
    from honeybuzz_lab.games.honeybuzz.lessons.advisor import advise

    module = Module(
        name="test_chorus",
        summary="A bee hums, and the advisor hears it.",
        setup=_setup,
        decisions=HUMMING.decisions,
        kinds=(CHORUS,),
    )
    register(module)
    try:
        game = Game.new(2, seed=1, first_game=True, modules=["test_chorus"])
        advice = advise(game, limit=5)
        assert advice.decision == "test_hum"
        # (0,0) and (0,2) are one option (even columns), (0,1) another: the best shown
        assert [s.action for s in advice.suggestions] == [Hum((0, 2)), Hum((0, 1))]
        assert advice.suggestions[0].alternatives == (Hum((0, 0)),)
        assert "(1 more hums sound the same.)" in advice.suggestions[0].text
        hu = advise(game, language="hu", limit=5)
        assert "(Még 1 zümmögés ugyanígy hangzik.)" in hu.suggestions[0].text
        assert advice.suggestions[1].highlight == (
            {"area": "space", "space": [0, 1]},
            {"area": "space", "space": [1, 1]},
        )
        page = encode_static(game)["action_kinds"]["test_hum"]
        assert page["draw"] == "scout" and KINDS.drawn("scout") == ["scout", "test_hum"]
        assert "hums_over" in CHECKS and "hums_over" in KINDS.claims()
    finally:
        unregister("test_chorus")
    assert "hums_over" not in KINDS.claims()
    with pytest.raises(KindError, match="page draws"):
        ActionKind(Hum, _hum_label, Target("space", "space"), _hum_score, draw="fireworks")
    # A move flies "taken", "given" or "traded" between the actor and a target on the table.
    given = ActionKind(Hum, _hum_label, Target("space", "space"), _hum_score, motion="given")
    assert given.page()["motion"] == "given"
    for motion, target in [("spins", Target("space", "space")), ("taken", Target("button"))]:
        with pytest.raises(KindError, match="flies 'taken', 'given' or 'traded'"):
            ActionKind(Hum, _hum_label, target, _hum_score, motion=motion)


def test_unregistering_the_module_takes_its_kind_and_texts_away() -> None:
    register(HUMMING)
    assert "test_hum" in KINDS and "game.verb.test_hum" in catalog("hu")
    unregister("test_humming")
    assert "test_hum" not in KINDS
    assert all("game.verb.test_hum" not in catalog(lang) for lang in LANGUAGES)
    with pytest.raises(ValueError, match="not an action kind"):
        A.action_from_json({"kind": "test_hum", "space": [0, 1]})
    with pytest.raises(ModuleError):
        compose(["test_humming"])


def test_two_modules_cannot_declare_one_kind() -> None:
    other = Module(name="test_other", summary="Also hums.", kinds=(HUM,))
    register(HUMMING)
    try:
        with pytest.raises(ModuleError, match="already declares"):
            register(other)
    finally:
        unregister("test_humming")
    assert "test_hum" not in KINDS


def test_an_incomplete_spec_says_what_it_lacks() -> None:
    with pytest.raises(KindError, match="bot feature"):
        ActionKind(Hum, _hum_label, Target("space", "space"))
    with pytest.raises(KindError, match="not a field"):
        ActionKind(Hum, _hum_label, Target("hex", "cell"), _hum_score)
    with pytest.raises(KindError, match="one of"):
        Target("sky", "space")
    with pytest.raises(KindError, match="param"):
        Target("market")


# ------------------------------------------------------------------ every shipped kind


@dataclass
class _Position:
    """A copied position, with what a bot asks of a game."""

    state: GameState

    def legal_actions(self) -> list[A.Action]:
        return legal_actions(self.state)


def _samples() -> dict[str, tuple[_Position, A.Action]]:
    """One legal action of every kind the shipped modules ask for, where it is legal."""
    found: dict[str, tuple[_Position, A.Action]] = {}
    setups: list[tuple[Any, dict[str, Any]]] = [
        (2, {"choose_arrangement": True, "choose_starts": True}),
        (3, {}),
        (2, {"modules": ["advanced"]}),
        (1, {"modules": ["solo"]}),
        (2, {"modules": ["fall.caps", "fall.festival"]}),
        (1, {"modules": ["solo", "fall.caps", "fall.festival"]}),
        (2, {"modules": ["fall.fruit", "fall.leaves", "fall.caps", "fall.festival"]}),
        (3, {"modules": ["fall.fruit", "advanced"]}),
        (1, {"modules": ["solo", "fall.fruit", "fall.leaves", "fall.caps", "fall.festival"]}),
    ]
    for players, kwargs in setups:
        for seed in range(1, 4):
            game = Game.new(players, seed=seed, **kwargs)
            rng = random.Random(seed)
            for _ in range(600):
                if game.is_over:
                    break
                legal = game.legal_actions()
                for action in legal:
                    if action.kind not in found:
                        found[action.kind] = (_Position(game.state.clone()), action)
                game.apply(rng.choice(legal))
    if "take_honey" not in found:  # which tile's honey a sale takes: rare in random play
        from game_helpers import act
        from game_helpers import game as helper_game
        from test_game_market import TWO_CELLS, market_game

        selling = helper_game(market_game(hive=f"{TWO_CELLS} w*(1,1) w*(2,-1)"))
        act(selling, "sell", resource="wildflower", quantity=1)
        found["take_honey"] = (_Position(selling.state.clone()), selling.legal_actions()[0])
    paying = _fruit_payment()  # choosing which fruit pays an order: rare in random play
    found.setdefault("pay_fruit", (_Position(paying.state.clone()), paying.legal_actions()[0]))
    return found


def _fruit_payment() -> Game:
    """Fall Fruit: a player with an apple and a pear completes an order for two fruit."""
    from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import fruit

    game = Game.new(2, seed=1, modules=["fall.fruit"])
    state = game.state
    seat = state.turn.seat
    fruit(state).held[seat].update(apple=1, pear=1)
    state.players[seat].pollen = 2
    state.order_stacks[0].face_up = next(o for o in state.components.orders if o.id == "S01")
    state.turn.step = "act"
    state.turn.frame = {"action": "market", "step": "market", "source": "icon"}
    game.apply(A.FillOrder(0))
    assert game.pending.kind == "pay_fruit"
    return game


@pytest.fixture(scope="module")
def samples() -> dict[str, tuple[_Position, A.Action]]:
    return _samples()


def test_every_registered_kind_is_met_in_shipped_games(samples) -> None:
    assert sorted(samples) == sorted(KINDS)


@pytest.mark.parametrize("kind", list(KINDS))
def test_every_shipped_kind_has_every_part_in_both_languages(kind: str, samples) -> None:
    spec = KINDS[kind]
    position, action = samples[kind]
    state = position.state
    assert spec.action is type(action)
    for language in LANGUAGES:
        texts = catalog(language)
        assert spec.verb in texts and spec.phrase in texts, (language, kind)
        label = action.describe(state, language)
        assert label and "[missing" not in label
    assert isinstance(action.describe(state), Message)
    seat = pending_seat(state)
    assert action_target(state, action, seat)[0] == spec.target.on
    assert marks(state, seat or 0, action)
    values = dict(GreedyBot(seed=0).values(position))
    assert isinstance(values[action], (int, float))
