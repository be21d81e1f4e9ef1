"""A password rule Django's validators miss: the shop's own name, or a common password, dressed
up with digits and symbols ("Rootwell1", "R00twell!", "Welcome2026") is among the first an
attacker tries against a shop's customers."""

import re

from django.conf import settings
from django.contrib.auth.password_validation import CommonPasswordValidator
from django.core.exceptions import ValidationError

TOO_GUESSABLE = (
    "This password is too easy to guess. Avoid the shop's name and common words with a few "
    "digits or symbols added."
)
# The look-alikes people swap in for letters.
_LOOK_ALIKES = str.maketrans({"0": "o", "1": "l", "3": "e", "4": "a", "5": "s", "@": "a", "$": "s"})
_EDGES = re.compile(r"^[\W\d_]+|[\W\d_]+$")


class GuessablePasswordValidator:
    def __init__(self):
        self.common = CommonPasswordValidator().passwords

    def validate(self, password, user=None):
        if self._core(password) in self._guessable_words():
            raise ValidationError(TOO_GUESSABLE, code="password_too_guessable")

    def _guessable_words(self) -> set[str]:
        shop_names = {settings.BRAND_SLUG, settings.OSCAR_SHOP_NAME}
        return {name.lower().replace(" ", "") for name in shop_names} | self.common

    @staticmethod
    def _core(password: str) -> str:
        """The word under the dressing: digits and symbols at either end dropped, look-alike
        digits read as the letters they stand for."""
        trimmed = _EDGES.sub("", password or "")
        return trimmed.lower().translate(_LOOK_ALIKES).replace(" ", "")

    def get_help_text(self):
        return "Your password can't be the shop's name or a common word with digits added."
