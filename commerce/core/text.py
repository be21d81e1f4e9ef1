"""One cleaning rule for what customers type: names, address lines, cities, companies.

Pasted text often carries invisible characters (a zero-width space from a web page, a byte-order
mark, a stray tab) that would otherwise be stored and printed on labels and emails; and bidi
controls (a right-to-left override, U+202E) make a name read differently from what it holds.
"""

import re
import unicodedata

_SPACES = re.compile(r"\s+")


def clean_text(value) -> str:
    """`value` as text without format characters (zero-width, bidi controls, byte-order mark)
    or control characters; whitespace of any kind (tabs, newlines) made one space, ends
    trimmed."""
    if value is None:
        return ""
    kept = (
        " " if char.isspace() else char
        for char in str(value)
        if char.isspace() or unicodedata.category(char) not in ("Cc", "Cf")
    )
    return _SPACES.sub(" ", "".join(kept)).strip()
