import pytest

from commerce.core.text import clean_text


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("Jordan", "Jordan"),
        ("  Jordan  Lee ", "Jordan Lee"),
        ("Jor\u200bdan", "Jordan"),
        ("\ufeffJordan\u2060", "Jordan"),
        ("Jor\u200c\u200ddan", "Jordan"),
        ("Jordan\x00\x07\x1b\x7f", "Jordan"),
        ("Jordan\tLee\r\n", "Jordan Lee"),
        ("Zoë Ñúñez-O'Brien", "Zoë Ñúñez-O'Brien"),
        ("\u200b \x00", ""),
        ("Jor\x00dan", "Jordan"),
        ("\u202eJordan\u202c", "Jordan"),  # a right-to-left override and its end
        ("Jor\u2066dan\u2069 \u200fLee\u200e", "Jordan Lee"),  # isolates and direction marks
        ("Jordan\u2028Lee", "Jordan Lee"),
        (42, "42"),
        (None, ""),
    ],
)
def test_control_format_and_bidi_characters_are_stripped(raw, clean):
    assert clean_text(raw) == clean
