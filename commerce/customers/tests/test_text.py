import pytest

from commerce.customers.text import clean_text


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
        (None, ""),
    ],
)
def test_control_and_zero_width_characters_are_stripped(raw, clean):
    assert clean_text(raw) == clean
