"""One act step of each Fall Flavors lesson (12-17), answered by clicking the lesson's table.

Sweetwater Sunset: Anne's last order (an order stack); Fall Fruit: Brendan's pumpkin (a hex of
the fall field, then the chooser's fruit) and, on side B, Brendan's pear after a tile put back
(the fruit); Autumn Leaves: Dhanvi's yellow leaf (a stack); Nectar Caps: a cap on a nectar tile
(a hex of the hive); the solitaire changes: the stack a drone cycles (the stack, in Hungarian)
and the toast card a toast drone card returns (the card's "Return to the box" button, every
card in view); Harvest Festival: Brendan's toast
(the card's Toast button). A wrong try first where the step has one a learner would make: it
is explained and taken back on the table.
"""

from __future__ import annotations

from typing import Any

from .test_game_lesson_browser import click, feedback, lesson_page, panel_text, wait_ply, widget

#: Nectar Caps first: a hive hex is clicked on the page's first table.
STEPS = [
    ("fall_caps", "cap", "en", "cap_nectar((1,1))"),
    ("fall_sunset", "last-order", "en", "order(2)"),
    ("fall_fruit", "pumpkin", "en", "gain_fruit(C4,pumpkin)"),
    ("fall_leaves", "yellow", "hu", "take_tile(produce,1)"),
    ("fall_fruit", "side-b-back", "en", "pick_fruit(pear)"),
    ("fall_solo", "cycle", "hu", "cycle_stack(accounting)"),
    ("fall_solo", "toast-card", "en", "drone_toast(T03)"),
]


def test_an_act_step_of_each_fall_lesson_by_clicking(shared_lab: Any) -> None:
    lab, page = lesson_page(
        shared_lab,
        [(lesson, step, language) for lesson, step, language, _ in STEPS]
        + [("fall_festival", "toast", "hu")],
    )
    for i, (lesson, step, _language, answer) in enumerate(STEPS):
        box = widget(page, i)
        box.scroll_into_view_if_needed()
        if step == "toast-card":
            _every_card_to_give_up_in_view(page, box)
        click(page, box, answer)
        feedback(box, "right")
        assert lab.kernel_json(f"lesson{i}.run.state.solved") is True, (lesson, step)

    # The festival: Brendan's toast, with the card's own Toast button.
    i = len(STEPS)
    box = widget(page, i)
    box.scroll_into_view_if_needed()
    assert "Brendan" in panel_text(box)
    ply = int(box.locator(".hbt-table").get_attribute("data-ply") or 0)
    card = box.locator('.hbt-table .hbt-festival-card[data-card="T01"]')
    card.locator("button.hbt-festival-toast").click()
    feedback(box, "right")
    wait_ply(page, i, ply + 1)
    assert lab.kernel_json(f"lesson{i}.run.state.solved") is True
    assert not lab.page_errors


IN_VIEW_JS = """(buttons) => buttons.map((b) => {
    const r = b.getBoundingClientRect();
    const body = b.closest('.hbt-body') || document.documentElement;
    const v = body.getBoundingClientRect();
    const top = Math.max(0, v.top);
    return r.height > 0 && r.top >= top && r.bottom <= Math.min(innerHeight, v.bottom);
})"""


def _every_card_to_give_up_in_view(page: Any, box: Any) -> None:
    """A toast drone card's choice: each face-up card has its "Return to the box" button,
    and the table's body shows the whole festival board at 1280 x 800 (every card's pay and
    button in view; before, the choice hid in the list of all choices)."""
    page.set_viewport_size({"width": 1280, "height": 800})
    cards = box.locator(".hbt-festival-card")
    buttons = box.locator(".hbt-festival-card button.hbt-festival-drone")
    buttons.first.wait_for()
    assert buttons.count() == cards.count() >= 2
    page.wait_for_timeout(600)  # the body follows the decision once the page has settled
    box.evaluate("(lesson) => lesson.scrollIntoView({block: 'start'})")  # as on its own page
    page.wait_for_timeout(300)
    assert all(buttons.evaluate_all(IN_VIEW_JS))
