"""Typo tolerance that works the same on SQLite and PostgreSQL: a word the index does not know
is replaced by the most similar word it does (trigram similarity, as PostgreSQL's pg_trgm
measures it), so "shampo" searches for "shampoo" and "biotine" for "biotin".

The vocabulary is the words of what search shows (product names and descriptions, FAQ
questions, page titles); each process keeps it until `vocabulary_changed()` moves the shared
version on (product entries refreshed or a page published or unpublished: signals.py), or for
VOCABULARY_SECONDS at most."""

import re
import time
import uuid
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable

from django.core.cache import cache

WORD = re.compile(r"[^\W_]+")
MIN_CORRECTED_LENGTH = 4  # shorter words have too few trigrams to tell typos apart
SIMILARITY_THRESHOLD = 0.3  # pg_trgm's default
VOCABULARY_SECONDS = 600
VERSION_KEY = "search:vocabulary-version"


def words(text: str) -> list[str]:
    return WORD.findall(text.casefold())


def trigrams(word: str) -> set[str]:
    padded = f"  {word} "
    return {padded[i : i + 3] for i in range(len(padded) - 2)}


def similarity(a: str, b: str) -> float:
    first, second = trigrams(a), trigrams(b)
    shared = len(first & second)
    return shared / (len(first) + len(second) - shared)


class Vocabulary:
    def __init__(self, texts: Iterable[str]):
        self.frequency = Counter(word for text in texts for word in words(text))
        self.by_trigram: dict[str, set[str]] = defaultdict(set)
        for word in self.frequency:
            for trigram in trigrams(word):
                self.by_trigram[trigram].add(word)

    def correct(self, word: str) -> str:
        """The known word closest to `word`, or `word` itself when it is known, short or like
        nothing known."""
        if word in self.frequency or len(word) < MIN_CORRECTED_LENGTH:
            return word
        candidates = set().union(*(self.by_trigram.get(t, ()) for t in trigrams(word)))
        scored = [
            (similarity(word, candidate), self.frequency[candidate], candidate)
            for candidate in candidates
        ]
        best = max(scored, default=None)
        return best[2] if best and best[0] >= SIMILARITY_THRESHOLD else word

    def correct_query(self, query: str) -> str:
        return " ".join(self.correct(word) for word in words(query))


_local = {"version": None, "loaded_at": 0.0, "vocabulary": None}


def vocabulary(load_texts: Callable[[], Iterable[str]]) -> Vocabulary:
    version = cache.get(VERSION_KEY)
    stale = time.monotonic() - _local["loaded_at"] > VOCABULARY_SECONDS
    if _local["vocabulary"] is None or version != _local["version"] or stale:
        if version is None:
            version = uuid.uuid4().hex
            cache.add(VERSION_KEY, version, timeout=None)
        _local.update(
            version=version, loaded_at=time.monotonic(), vocabulary=Vocabulary(load_texts())
        )
    return _local["vocabulary"]


def vocabulary_changed() -> None:
    cache.set(VERSION_KEY, uuid.uuid4().hex, timeout=None)
