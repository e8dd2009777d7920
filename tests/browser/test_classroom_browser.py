"""The classroom in a real JupyterLab: step on, a pause asks, Reveal shows what was played."""

from __future__ import annotations

from typing import Any


def panel_ply(page: Any) -> str:
    return str(page.locator(".hbc-panel").get_attribute("data-ply"))


def wait_for(page: Any, ply: int, stage: str) -> None:
    page.wait_for_function(
        "([ply, stage]) => { const p = document.querySelector('.hbc-panel');"
        " return p && p.dataset.ply === String(ply) && p.dataset.stage === stage; }",
        arg=[ply, stage],
        timeout=15_000,
    )


def test_next_asks_the_pause_question_and_reveal_shows_the_move(lab: Any) -> None:
    page = lab.notebook(
        [
            "from honeybuzz_lab.classroom.panel import ClassroomPanel\n"
            "from honeybuzz_lab.classroom import ClassroomRun\n"
            "panel = ClassroomPanel(ClassroomRun('first-game'))\npanel",
        ],
        wait=".hbc-panel",
    )
    box = page.locator(".hbc-panel")
    assert "A first game for two" in box.locator(".hbc-title").text_content()
    assert box.locator(".hbc-heading").text_content() == "Setup · 278 moves follow"
    assert "Two players, Anna and Ben" in box.locator(".hbc-note").text_content()

    # Next: move 1 has a pause, so the class is asked first.
    box.locator("button.hbc-next").click()
    wait_for(page, 1, "question")
    question = box.locator(".hbc-question")
    assert "Anna has a single worker" in question.text_content()
    assert question.locator(".hbc-option").count() == 4
    assert question.locator(".hbc-option-played").count() == 0
    assert box.locator(".hbc-narration li").count() == 0
    assert lab.kernel_json("panel.run.game.history.ply") == 0

    # Reveal: the move is played, its narration and note appear, the option is marked.
    box.locator("button.hbc-reveal").click()
    wait_for(page, 1, "move")
    assert (
        "Take an Accounting tile with a beeline of 1" in box.locator(".hbc-played").text_content()
    )
    assert "Anna takes an Accounting tile" in box.locator(".hbc-narration").text_content()
    assert question.locator(".hbc-option-played").count() == 1
    assert "her only worker" in box.locator(".hbc-note").text_content()
    assert lab.kernel_json("panel.run.game.history.ply") == 1

    # Keys: the panel has focus; the right arrow steps on, End jumps to the end.
    box.focus()
    page.keyboard.press("ArrowRight")
    wait_for(page, 2, "move")
    assert "creates an Acacia cell" in box.locator(".hbc-narration").text_content()
    page.keyboard.press("End")
    wait_for(page, 278, "move")
    assert "Ben wins with 234 points." in box.locator(".hbc-narration").text_content()
    page.keyboard.press("ArrowLeft")
    wait_for(page, 277, "move")
    assert lab.kernel_json("panel.run.ply") == 277
    assert not lab.page_errors
