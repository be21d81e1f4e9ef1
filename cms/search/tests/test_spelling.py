from cms.search.spelling import Vocabulary, similarity


def test_a_misspelt_word_becomes_the_closest_known_word():
    vocabulary = Vocabulary(["Scalp Cleanser Shampoo", "with biotin and zinc"])

    assert vocabulary.correct_query("Shampo biotine") == "shampoo biotin"


def test_known_short_and_unlike_words_are_kept():
    vocabulary = Vocabulary(["Scalp Cleanser Shampoo"])

    assert vocabulary.correct_query("scalp oil xylophone") == "scalp oil xylophone"


def test_similarity_is_trigram_overlap():
    assert similarity("shampoo", "shampoo") == 1
    assert 0.3 < similarity("shampo", "shampoo") < 1
    assert similarity("biotin", "zinc") == 0
