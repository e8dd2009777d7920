"""The score sheet widget: fields per player, live scores, explanation, chart."""

from __future__ import annotations

from honeybuzz_lab.companion import ScoreSheet
from honeybuzz_lab.companion.chart import svg_chart


def test_sheet_scores_as_it_is_filled_in() -> None:
    sheet = ScoreSheet(["Ann", "Bo"], modules=["fall.caps"])
    assert [p["total"] for p in sheet.result.players] == [0, 0]
    sheet.set("Ann", coins=40, honey=3, orders="12 15", caps="10 8", contest_blue=4)
    sheet.set("Bo", coins=30, pollen=2, caps="9", contest_blue=1)
    ann, bo = sheet.result.players
    # the starred blue card pays the lone last player nothing; two players: trophy 5
    assert ann["categories"] == {
        "coins": 40,
        "resources": 3,
        "contests": 20,
        "orders": 27,
        "caps": 18 + 5,
    }
    assert bo["total"] == 30 + 2 + 9
    assert sheet.result.winners == [0]
    assert "Ann" in sheet.explanation and sheet.chart.startswith("<")
    assert 'data-category="caps"' in sheet.chart_svg() and 'fill="currentColor"' in sheet.chart


def test_a_wrong_entry_says_why_and_scores_nothing() -> None:
    sheet = ScoreSheet(["Ann", "Bo"], language="hu")
    sheet.set("Bo", orders="12 tizenöt")
    assert sheet.result is None
    assert "Nincs pontozva" in sheet.explanation and "tizenöt" in sheet.problem
    sheet.set("Bo", orders="12 15")
    assert sheet.result is not None and sheet.result.players[1]["total"] == 27


def test_solo_sheet_has_difficulty_and_module_cards() -> None:
    sheet = ScoreSheet(["Charlie"], modules=["fall.caps", "fall.festival"], difficulty="larva")
    assert [s[0] for s in sheet.slots] == ["blue", "green", "red", "fall.caps", "fall.festival"]
    sheet.set("Charlie", coins=120, **{"contest_fall.caps": 5, "contest_fall.festival": 8})
    assert sheet.result.solo is not None and sheet.result.solo["deduction"] == 55


def test_hustle_sheet() -> None:
    sheet = ScoreSheet(["Kate", "Lincoln"], game="hustle")
    sheet.set("Kate", honey=12, nectar=1, flower_points=10, buy_honey=2)
    sheet.set("Lincoln", honey=14)
    assert sheet.result.winners == [0]  # 14 honey each, Kate has more nectar
    sheet.set("Kate", buy_nectar=1)  # 13 flower points: more than she has
    assert sheet.result is None and "13" in sheet.problem


def test_svg_chart_draws_a_bar_per_player() -> None:
    svg = svg_chart(
        ["A", "B"],
        [{"coins": 10, "orders": 5}, {"coins": 3, "orders": -5}],
        {"coins": "coins", "orders": "orders"},
    )
    assert svg.count('data-category="coins"') == 2 and svg.count('data-category="orders"') == 1


def test_each_contest_title_stands_whole_above_its_field_and_follows_the_card():
    sheet = ScoreSheet(["Anne", "Brendan"])

    def blue_label() -> str:
        card = sheet._sheet["cards"][0]
        return next(f["label"] for f in card["fields"] if f["key"] == "contest:blue")

    setting = next(c for c in sheet._sheet["settings"] if c["key"] == "blue")
    chosen = dict((value, text) for text, value in setting["options"])
    assert blue_label() == chosen[setting["value"]] == sheet.contest_label("blue")
    other = next(v for v in chosen if v and v != setting["value"])
    sheet.handle_message({"sheet": "choose", "slot": "blue", "value": other})  # the page's choice
    assert sheet.choices["blue"] == other and blue_label() == chosen[other]
    sheet.handle_message({"sheet": "choose", "slot": "blue", "value": ""})  # no blue card
    assert blue_label() == "-"
