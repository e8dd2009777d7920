"""The lesson texts' little Markdown becomes safe HTML."""

from honeybuzz_lab.core.lessons.markup import inline, to_html
from honeybuzz_lab.games.honeybuzz.lessons import all_lessons, catalog


def test_paragraphs_bold_and_lists():
    text = "First **bold** line\nsame paragraph.\n\n- one\n- **two**\n\n1. a\n2. b\n\nEnd."
    assert to_html(text) == (
        "<p>First <b>bold</b> line same paragraph.</p>"
        "<ul><li>one</li><li><b>two</b></li></ul>"
        "<ol><li>a</li><li>b</li></ol>"
        "<p>End.</p>"
    )


def test_a_paragraph_leading_into_a_list():
    assert to_html("Kinds:\n- a\n- b") == "<p>Kinds:</p><ul><li>a</li><li>b</li></ul>"


def test_markup_in_texts_is_escaped():
    assert inline("<script>x</script> & **y**") == "&lt;script&gt;x&lt;/script&gt; &amp; <b>y</b>"
    assert "<script>" not in to_html("<script>alert(1)</script>")


def test_every_prompt_renders_with_balanced_bold():
    for language in ("en", "hu"):
        texts = catalog(language)
        for lesson in all_lessons():
            for step in lesson:
                prompt = texts[step.key("prompt")]
                html = to_html(prompt)
                assert "**" not in html, step.where
                assert html.count("<b>") == html.count("</b>") == prompt.count("**") // 2


def test_italic():
    assert inline("the *anchor* and **bold**") == "the <i>anchor</i> and <b>bold</b>"
    assert inline("2 * 3 * 4") == "2 * 3 * 4"
