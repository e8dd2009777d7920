"""The "Why?" hint: what each option of the pending decision would do, worked out by the engine.

Every legal answer to the pending decision is valued by the
:class:`~honeybuzz_lab.games.honeybuzz.game.GreedyBot` (its one-move look-ahead), and the best few
are tried on a copy of the game with
:func:`~honeybuzz_lab.games.honeybuzz.lessons.lookahead.play_out`: the option, then the rest of the
turn the way the greedy bot would play it. Each suggestion says in the learner's language what the
option gives (cells, activated icons, coins, honey, nectar, orders, workers, the score as if the
game ended now), with the engine's own sentences underneath. Nothing is guessed: the numbers are the
engine's.

The advisor reads only the deciding seat's view: it tries the options in worlds built from
that view (:mod:`honeybuzz_lab.games.honeybuzz.game.worlds`). In the base game one world is enough
(only the face-down order cards are hidden); when the view hides fronts of tiles (the advanced
variant) the options are tried in :data:`WORLDS` worlds, each dealing the unseen tiles another way:
values are averaged, and an option's text says in how many of the worlds it comes out so.

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> game = Game.new(["Anna", "Ben"], seed=3, first_game=True)
>>> advice = advise(game)
>>> advice.decision, len(advice.suggestions) > 1, advice.bot is advice.suggestions[0]
('turn', True, True)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from ....core.lessons.markup import inline
from ....core.lessons.texts import Catalog, check_language
from ..game import GreedyBot
from ..game import actions as A
from ..game.bots import WorldGreedyBot
from ..game.kinds import KINDS
from ..game.kinds import advice as kind_advice
from ..game.kinds import marks as kind_marks
from ..game.kinds import same as same_option
from ..game.planner import Plan, QueenBot
from ..game.position import pending
from ..game.state import GameState, space_name
from ..game.worlds import seat_view, world_from_view
from ..hive import Nectar
from .lookahead import GameLike, Outcome, Probe, play_out, said
from .phrases import effect_params, join
from .texts import catalog, in_game_words

#: How many suggestions an advice shows by default.
LIMIT = 5
#: In how many worlds the options are tried when the seat's view hides fronts of tiles (the
#: advanced variant): each deals the tiles the seat has not seen another way. Six keep the
#: advice within about a second and agree on the ranking of clearly better options.
WORLDS = 6


@dataclass(frozen=True)
class Suggestion:
    """One option of the pending decision, tried out."""

    rank: int  # 1 for the best valued
    action: A.Action  # the action to play for this option
    label: str  # the engine's short label for it
    value: float  # the greedy bot's estimate (only the order means something)
    outcome: Outcome  # what it leads to by the end of the turn
    text: str  # what it does, in the learner's language
    details: tuple[str, ...] = ()  # the engine's sentences for it and the rest of the turn
    alternatives: tuple[A.Action, ...] = ()  # the same option in another form
    highlight: tuple[dict[str, Any], ...] = ()  # what to outline on a GameTable
    bot_choice: bool = False
    queen_choice: bool = False  # the Queen (the planning bot) would play it
    queen_lead: float | None = None  # the Queen's mean lead after a round, if it tried it

    def to_json(self) -> dict[str, Any]:
        """JSON-ready data (for a page)."""
        return {
            "rank": self.rank,
            "action": self.action.to_json(),
            "label": self.label,
            "text": self.text,
            "details": list(self.details),
            "alternatives": [a.to_json() for a in self.alternatives],
            "highlight": [dict(h) for h in self.highlight],
            "bot_choice": self.bot_choice,
            "queen_choice": self.queen_choice,
            "queen_lead": self.queen_lead,
            "score": self.outcome.score,
        }


@dataclass(frozen=True)
class Advice:
    """What the options of one decision would do, best first, and the greedy bot's pick."""

    language: str
    player: str | None  # whose decision it is
    decision: str  # the pending decision's kind ("turn", "place", "forage", ...)
    prompt: str  # the engine's prompt
    intro: str  # what the decision is about, in the learner's language
    suggestions: tuple[Suggestion, ...]
    others: int  # options not shown
    bot: Suggestion | None  # the greedy bot's choice
    bot_text: str  # the bot's choice and its reason, in a sentence or two
    method: str  # how the suggestions were worked out
    queen_text: str = ""  # the Queen's pick and its reason (when the Queen was asked)
    queen: Suggestion | None = None  # the Queen's choice (when asked)
    worlds: int = 1  # the ways the unseen was dealt that the options were tried in

    def __len__(self) -> int:
        return len(self.suggestions)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.suggestions)

    def __getitem__(self, i: int) -> Suggestion:
        return self.suggestions[i]

    @property
    def title(self) -> str:
        return catalog(self.language)["advisor.title"]

    def text(self) -> str:
        """The whole advice as plain text."""
        texts = catalog(self.language)
        lines = [self.title, self.intro, ""]
        for s in self.suggestions:
            star = (" *" if s.bot_choice else "") + (" (Q)" if s.queen_choice else "")
            lines.append(f"{s.rank}. {s.label}{star}")
            lines.append(f"   {s.text}")
        if self.others:
            lines.append(texts.text("advisor.more", n=self.others))
        lines += ["", self.bot_text, *([self.queen_text] if self.queen_text else []), self.method]
        return "\n".join(line for line in lines)

    def to_html(self, details: bool = True) -> str:
        """The advice as HTML (the "Why?" panel shows this)."""
        texts = catalog(self.language)
        items = []
        for s in self.suggestions:
            mark = (
                f' <span class="hb-why-bot" title="{escape(texts["advisor.bot_mark_title"])}">'
                f"{escape(texts['advisor.bot_mark'])}</span>"
                if s.bot_choice
                else ""
            )
            if s.queen_choice:
                title = escape(texts["advisor.queen_mark_title"])
                mark += (
                    f' <span class="hb-why-queen" title="{title}">'
                    f"{escape(texts['advisor.queen_mark'])}</span>"
                )
            estimate = queen_estimate_html(texts, s.queen_lead)
            more = ""
            if details and s.details:
                lines = "".join(f"<li>{escape(line)}</li>" for line in s.details)
                more = (
                    f"<details><summary>{escape(texts['advisor.details'])}</summary>"
                    f"<ul>{lines}</ul></details>"
                )
            items.append(
                f'<li class="hb-why-option" data-rank="{s.rank}"><b>{escape(s.label)}</b>{mark}'
                f'<div class="hb-why-text">{inline(s.text)}</div>{estimate}{more}</li>'
            )
        others = (
            f"<p><small>{escape(texts.text('advisor.more', n=self.others))}</small></p>"
            if self.others
            else ""
        )
        return (
            f'<div class="hb-why" data-decision="{escape(self.decision)}">'
            f"<h4>{escape(self.title)}</h4><p>{inline(self.intro)}</p>"
            f'<ol class="hb-why-options">{"".join(items)}</ol>{others}'
            f'<p class="hb-why-bot-text">{inline(self.bot_text)}</p>'
            + (
                f'<p class="hb-why-queen-text">{inline(self.queen_text)}</p>'
                if self.queen_text
                else ""
            )
            + f"<p><small>{escape(self.method)}</small></p></div>"
        )

    def _repr_html_(self) -> str:
        return self.to_html()

    def __repr__(self) -> str:
        first = self.suggestions[0].label if self.suggestions else "none"
        return f"<Advice {self.decision} for {self.player}: {len(self)} options, best {first!r}>"


# ---------------------------------------------------------------------- the advice


def advise(
    game: GameLike,
    *,
    language: str = "en",
    limit: int = LIMIT,
    bot: GreedyBot | None = None,
    queen: QueenBot | None = None,
) -> Advice:
    """What the options of ``game``'s pending decision would do, the best ``limit`` first.

    ``game`` is a Game (or a :class:`~honeybuzz_lab.games.honeybuzz.lessons.lookahead.Probe`); it is
    not changed. ``bot`` values the options and plays the turns out (``GreedyBot(0)``). With
    ``queen`` (a :class:`~honeybuzz_lab.games.honeybuzz.game.planner.QueenBot`), the Queen plans the
    decision too (from what the player may know): its pick is marked, with its estimate.
    """
    check_language(language)
    bot = GreedyBot(0) if bot is None else bot
    probes = _worlds(game)
    probe = probes[0]
    texts = in_game_words(catalog(language), probe.state.ruleset)
    p = probe.pending
    if p.kind == "game_over" or p.player is None:
        return Advice(
            language,
            None,
            "game_over",
            p.prompt,
            texts["advisor.decision.game_over"],
            (),
            0,
            None,
            "",
            "",
        )
    seat = p.player
    player = probe.state.players[seat].name
    if len(probes) == 1:
        valued = bot.values(probe)
        choice = bot.choose(probe) if len(valued) > 1 else valued[0][0]
    else:  # each option's value averaged over the worlds; the best mean is the bot's pick
        legal = probe.legal_actions()
        sums = [0.0] * len(legal)
        for world in probes:
            for i, (_a, v) in enumerate(bot.values_in(world.state, legal)):
                sums[i] += v / len(probes)
        valued = list(zip(legal, sums, strict=True))
        choice = max(valued, key=lambda av: av[1])[0]
    groups = _groups(probe, seat, valued, choice)
    shown = groups[: max(1, limit)]
    if not any(choice in (g[0], *g[2]) for g in shown):
        shown = [*shown[:-1], next(g for g in groups if choice in (g[0], *g[2]))]
    plan: Plan | None = None
    queen_pick: A.Action | None = None
    if queen is not None:
        if queen.planned(probe):
            plan = queen.plan(probe)
            queen_pick = plan.best
        else:
            queen_pick = choice
        if not any(queen_pick in (g[0], *g[2]) for g in shown):
            keep = [g for g in shown if choice in (g[0], *g[2])]
            rest = [g for g in shown if g not in keep][: max(0, len(shown) - len(keep) - 1)]
            found = next(g for g in groups if queen_pick in (g[0], *g[2]))
            shown = sorted([*keep, *rest, found], key=groups.index)
    suggestions = []
    for rank, (action, value, others) in enumerate(shown, 1):
        outcome, text = _tried(texts, probes, seat, action, others)
        suggestions.append(
            Suggestion(
                rank=rank,
                action=action,
                label=said(probe.describe(action), language),
                value=value,
                outcome=outcome,
                text=text,
                details=tuple(said(line, language) for line in outcome.log),
                alternatives=tuple(others),
                highlight=tuple(action_marks(probe.state, seat, action)),
                bot_choice=choice == action or choice in others,
                queen_choice=queen_pick is not None and queen_pick in (action, *others),
                queen_lead=_queen_lead(plan, (action, *others)),
            )
        )
    picked = next(s for s in suggestions if s.bot_choice)
    bot_text = texts.text("advisor.bot", label=picked.label) + " " + texts["advisor.bot_reason"]
    queen_choice = next((s for s in suggestions if s.queen_choice), None)
    queen_text = ""
    if queen_choice is not None:
        queen_text = queen_sentence(texts, queen_choice.label, plan)
    return Advice(
        language=language,
        player=player,
        decision=p.kind,
        prompt=said(p.prompt, language),
        intro=_intro(texts, p.kind, player, said(p.prompt, language)),
        suggestions=tuple(suggestions),
        others=len(groups) - len(shown),
        bot=picked,
        bot_text=bot_text,
        method=(
            texts["advisor.method"]
            if len(probes) == 1
            else texts.text("advisor.method_sampled", n=len(probes)) + " " + texts["advisor.method"]
        ),
        queen_text=queen_text,
        queen=queen_choice,
        worlds=len(probes),
    )


def _intro(texts: Catalog, decision: str, player: str, prompt: str) -> str:
    """What the decision is about: ``advisor.decision.<decision>``, or the engine's prompt
    for a decision a module adds without an intro of its own."""
    key = f"advisor.decision.{decision}"
    return texts.text(key, player=player) if texts.has(key) else prompt


def _hides_fronts(view: dict[str, Any]) -> bool:
    """True when ``view`` hides what tiles of the field are (the advanced variant)."""
    return any(
        isinstance(entry, dict) and isinstance(entry.get("nectar"), dict)
        for entry in view["field"].values()
    )


def _worlds(game: GameLike) -> list[Probe]:
    """Positions to try the options on, built from the deciding seat's view only.
    One world when the view hides nothing but face-down cards (the base game: the Why?
    of today, as fast); :data:`WORLDS` when it hides fronts of tiles, each dealing what
    the seat has not seen another way (seeded, so the advice is the same every time).
    """
    state = game.state
    seat = pending(state, game.rules).player
    view = seat_view(state, seat)
    n = WORLDS if seat is not None and _hides_fronts(view) else 1
    return [
        Probe(world_from_view(view, game.rules, random.Random(k), state.components), game.rules)
        for k in range(n)
    ]


def _tried(
    texts: Catalog, probes: list[Probe], seat: int, action: A.Action, others: Sequence[A.Action]
) -> tuple[Outcome, str]:
    """The option played out in every world: the outcome most worlds agree on, and its
    text (saying in how many of the worlds it comes out so, when not in all)."""
    tried = []
    for probe in probes:
        outcome = play_out(probe, action, WorldGreedyBot(0), seat=seat)  # probe: a world
        tried.append((outcome, _option_text(texts, probe, seat, action, outcome, others)))
    counts = Counter(text for _, text in tried)
    text, k = counts.most_common(1)[0]
    outcome = next(o for o, t in tried if t == text)
    if k < len(probes):
        text += " " + texts.text("advisor.sampled_share", k=k, n=len(probes))
    return outcome, text


def _queen_lead(plan: Plan | None, actions: Sequence[A.Action]) -> float | None:
    if plan is None:
        return None
    tried = [o.lead for o in plan.options if o.action in actions and o.tries]
    return max(tried) if tried else None


def lead_text(texts: Catalog, lead: float) -> str:
    """``+3.5`` (``+3,5`` in Hungarian): a mean lead in points, with its sign."""
    sign = "+" if lead >= 0 else "\u2212"
    number = f"{abs(lead):.1f}"
    if texts.language == "hu":
        number = number.replace(".", ",")
    return sign + number


def queen_estimate_html(texts: Catalog, lead: float | None) -> str:
    """The Queen's estimate for one option, as a line of HTML ("" if it did not try it)."""
    if lead is None:
        return ""
    line = texts.text("advisor.queen_estimate", lead=lead_text(texts, lead))
    return f'<div class="hb-why-queen-lead">{escape(line)}</div>'


def queen_sentence(texts: Catalog, label: str, plan: Plan | None) -> str:
    """The Queen's pick and why, in the learner's language (``plan``: None if not planned)."""
    if plan is None:
        return texts.text("advisor.queen_greedy", label=label)
    best = plan.options[0]
    text = texts.text(
        "advisor.queen",
        label=label,
        n=len(plan.options),
        tries=plan.tries,
        lead=lead_text(texts, best.lead),
    )
    if len(plan.options) > 1:
        text += " " + texts.text("advisor.queen_next", lead=lead_text(texts, plan.options[1].lead))
    return text


def _groups(
    probe: Probe, seat: int, valued: list[tuple[A.Action, float]], choice: A.Action
) -> list[tuple[A.Action, float, list[A.Action]]]:
    """Options as the learner sees them, best first: (action, value, same option otherwise).

    Answers the kind's spec calls the same (``same``: beelines of different heights for
    one tile, fan hexes that make the same honey) are one option, the best valued shown.
    """
    keyed: dict[object, list[tuple[int, A.Action, float]]] = {}
    for i, (action, value) in enumerate(valued):
        keyed.setdefault(_group_key(probe, seat, action), []).append((i, action, value))
    groups = []
    for members in keyed.values():
        members.sort(key=lambda m: (-m[2], m[1] != choice, m[0]))
        first = members[0]
        groups.append((first, [m[1] for m in members[1:]]))
    groups.sort(key=lambda g: (-g[0][2], g[0][1] != choice and choice not in g[1], g[0][0]))
    return [(first[1], first[2], others) for first, others in groups]


def _group_key(probe: Probe, seat: int, action: A.Action) -> object:
    return same_option(probe.state, seat, action)


# ---------------------------------------------------------------------- words


def _option_text(
    texts: Catalog,
    probe: Probe,
    seat: int,
    action: A.Action,
    outcome: Outcome,
    others: Sequence[A.Action],
) -> str:
    parts = []
    # The engine's label of a placement already says what it creates, when the engine
    # speaks the learner's language; an option that places a tile later in the turn
    # places it on the best spot.
    label = probe.describe(action)
    spoken = texts.language == "en" or said(label, texts.language) != str(label)
    placing = KINDS.spec(action).draw == "placing"
    if outcome.placement is not None and not (placing and spoken):
        effect = effect_params(texts, outcome.placement)["effect"]
        if not placing:
            effect = texts.text("advisor.best_spot", effect=effect)
        parts.append(effect)
    for sentence in kind_advice(probe.state, seat, action, others):
        parts.append(said(sentence, texts.language))
    gains = gains_text(texts, outcome)
    if gains:
        parts.append(texts.text("advisor.result", gains=gains))
    else:
        parts.append(texts["advisor.nothing"])
    parts.append(texts.text("advisor.score", delta=_signed(outcome.score)))
    contests = outcome.score_parts.get("contests", 0)
    if contests:
        parts.append(texts.text("advisor.score_contests", delta=_signed(contests)))
    return " ".join(parts)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("0" if n == 0 else f"\u2212{-n}")


def _count(texts: Catalog, key: str, n: int, **params: object) -> str:
    """``+5 coins`` / ``+1 coin``: the template of ``key.one`` or ``key.many`` with a sign."""
    form = "one" if abs(n) == 1 else "many"
    return texts.text(f"{key}.{form}", n=_signed(n), **params)


#: The honey types' names (every other resource is the forage resource: pollen or fruit).
HONEY_NAMES = frozenset(n.value for n in Nectar)


def gains_text(texts: Catalog, outcome: Outcome) -> str:
    """What an outcome changes for the player, as a list in the learner's language."""
    items = []
    if outcome.cells:
        cells = [
            texts.text(
                "advisor.cell",
                nectar=texts[f"ui.nectar.{'barren' if n is None else n.value}"],
                q=h[0],
                r=h[1],
            )
            for h, n in outcome.cells
        ]
        items.append(texts.text("advisor.gain.cells", cells=join(texts, cells)))
    if outcome.coins:
        items.append(_count(texts, "advisor.gain.coins", outcome.coins))
    for kind, n in sorted(outcome.nectar.items()):
        items.append(_count(texts, "advisor.gain.nectar", n, nectar=texts[f"ui.nectar.{kind}"]))
    for resource, n in outcome.resources.items():
        if not n:
            continue
        if resource in HONEY_NAMES:
            honey = texts[f"ui.nectar.{resource}"]
            items.append(_count(texts, "advisor.gain.honey", n, honey=honey))
        else:  # the forage resource, by its vocabulary's name: pollen, or Fall Fruit's fruit
            items.append(_count(texts, f"advisor.gain.{resource}", n))
    for card in outcome.orders:
        items.append(texts.text("advisor.gain.order", points=card.points))
    for title, coins in outcome.speed:
        items.append(texts.text("advisor.gain.speed", title=title, coins=coins))
    if outcome.workers < 0:
        items.append(_count(texts, "advisor.gain.workers_out", -outcome.workers))
    elif outcome.workers > 0:
        items.append(_count(texts, "advisor.gain.workers_back", outcome.workers))
    if outcome.new_workers:
        items.append(_count(texts, "advisor.gain.new_workers", outcome.new_workers))
    if outcome.retired:
        items.append(_count(texts, "advisor.gain.retired", outcome.retired))
    if outcome.forage is not None:
        items.append(texts.text("advisor.gain.forage", space=space_name(outcome.forage)))
    return join(texts, items)


def action_marks(state: GameState, seat: int, action: A.Action) -> list[dict[str, Any]]:
    """What a GameTable outlines for ``seat``'s ``action`` (its highlight items): its
    kind's outline, else where it is answered
    (:func:`~honeybuzz_lab.games.honeybuzz.game.kinds.marks`)."""
    return kind_marks(state, seat, action)


__all__ = [
    "LIMIT",
    "WORLDS",
    "Advice",
    "Suggestion",
    "action_marks",
    "advise",
    "gains_text",
    "lead_text",
    "queen_estimate_html",
    "queen_sentence",
]
