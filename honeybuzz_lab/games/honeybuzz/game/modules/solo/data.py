"""The solitaire variant's data: tables g and i, the drones' sides, the drone and solo
contest cards (``data/solo.toml``, reconstructed), a rank title and a contest's tier."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ....data import DataError, load_toml
from ...contests import MEASURES

NAME = "solo"

#: Table g: the contest points needed to win, by difficulty.
TABLE_G_MINIMUM: dict[str, int] = {"egg": 25, "larva": 30, "pupa": 35, "adult": 40, "queen": 45}
#: Table i: rank titles by final score (the lowest score of each title).
TABLE_I_RANKS: tuple[tuple[int, str], ...] = (
    (140, "Hive Royalty"),
    (120, "Honey Tycoon"),
    (100, "Apiculture Expert"),
    (80, "Scout Leader"),
    (0, "Humble Bumbler"),
)
#: Which drone stays on which side of the hive board (Solitaire Clarifications).
DRONE_SIDES: dict[str, tuple[str, ...]] = {
    "A": ("new_bee", "decree_accounting"),
    "B": ("forage", "produce", "market"),
}
DRONE_START = {"A": "decree_accounting", "B": "market"}
DECK_SIZE = 10


@dataclass(frozen=True)
class DroneCard:
    """A drone card: its woodland side (the drone action) and hive side (a hive box)."""

    id: str
    woodland: str  # "order", "highest" or a nectar type
    hive: str  # a hive box name


@dataclass(frozen=True)
class SoloContest:
    """A solo queen's contest: a condition counted at the end and four tiers."""

    id: str
    colour: str
    title: str
    measure: str
    tiers: tuple[tuple[int, int], ...]  # (count needed, points), lowest first
    text: str


@dataclass(frozen=True)
class SoloData:
    """The solitaire variant's cards (``honeybuzz_lab/games/honeybuzz/data/solo.toml``,
    reconstructed)."""

    drones: tuple[DroneCard, ...]
    contests: tuple[SoloContest, ...]


WOODLAND_FACES = ("order", "highest", "wildflower", "rosemary", "cherry_blossom", "acacia")


@cache
def solo_data() -> SoloData:
    """The drone deck and the solo contest cards, checked (DataError says what is wrong)."""
    raw = load_toml("solo.toml")
    where = "solo.toml"
    try:
        drones = tuple(DroneCard(d["id"], d["woodland"], d["hive"]) for d in raw["drone"])
        contests = tuple(
            SoloContest(
                c["id"],
                c["colour"],
                c["title"],
                c["measure"],
                tuple((int(n), int(p)) for n, p in c["tiers"]),
                c["text"],
            )
            for c in raw["contest"]
        )
    except (KeyError, TypeError, ValueError) as e:
        raise DataError(f"{where}: a card is malformed ({e})") from None
    boxes = {b for side in DRONE_SIDES.values() for b in side}
    if len(drones) != DECK_SIZE:
        raise DataError(f"{where}: the drone deck has {DECK_SIZE} cards, not {len(drones)}")
    for d in drones:
        if d.woodland not in WOODLAND_FACES or d.hive not in boxes:
            raise DataError(f"{where}: drone card {d.id} has an unknown side")
    for c in contests:
        if c.measure not in MEASURES or len(c.tiers) != 4:
            raise DataError(f"{where}: contest {c.id} needs a known measure and four tiers")
        if [n for n, _ in c.tiers] != sorted({n for n, _ in c.tiers}):
            raise DataError(f"{where}: contest {c.id}'s tiers must need more and more")
    return SoloData(drones, contests)


def rank_title(score: int) -> str:
    """The rank title of table i for a final score."""
    if not isinstance(score, int) or isinstance(score, bool):
        raise TypeError(f"a score is a whole number, not {score!r}")
    for low, title in TABLE_I_RANKS:
        if score >= low:
            return title
    return TABLE_I_RANKS[-1][1]


#: How much a bot values one solo contest point (a contest point also stands for the win).
SOLO_WEIGHT = 1.5


def tier_points(contest: SoloContest, value: int) -> tuple[int, int]:
    """(tier reached 0-4, its points) for ``value`` times the condition was met."""
    tier, points = 0, 0
    for k, (need, pts) in enumerate(contest.tiers, start=1):
        if value >= need:
            tier, points = k, pts
    return tier, points
