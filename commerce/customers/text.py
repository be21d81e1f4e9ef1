"""The text cleaner of spec account-area §5: strips control and zero-width characters.

Pasted names and numbers often carry invisible characters (a zero-width space from a web page, a
byte-order mark, a stray tab) that would otherwise be stored and printed on labels and emails.
"""

import re
import unicodedata

# Zero-width space, non-joiner, joiner, word joiner and the byte-order mark.
ZERO_WIDTH = {"\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"}
_SPACES = re.compile(r"\s+")


def clean_text(value: str | None) -> str:
    """`value` without control or zero-width characters, whitespace runs made one space."""
    kept = (
        " " if char.isspace() else char
        for char in value or ""
        if char not in ZERO_WIDTH and (char.isspace() or unicodedata.category(char) != "Cc")
    )
    return _SPACES.sub(" ", "".join(kept)).strip()
