"""The quiz budget: submitQuiz answers with p95 under 100 ms, over a few hundred submits of the
demo women's and men's quizzes against a backend serving the demo data.

Each submit is a different visitor: answers are drawn (from a fixed seed) among each question's
own, skipped questions left out as the storefront leaves them, so every branch and rule is hit.
"""

import random
import statistics

from checkout_benchmark import Client, p95

BUDGET_MS = 100
SUBMITS = 300
QUIZ_PATHS = ["/quiz/", "/men/quiz/"]
QUIZ = """query($path: String!) { page(url_path: $path, in_site: true) {
  ... on QuizPage { id questions { key kind answers { key skips } } } } }"""
SUBMIT = """mutation($input: SubmitQuizInput!) { submitQuiz(input: $input) { token result {
  audience root_causes { category score } recommendation { sku plan boosters } } } }"""


def visitor_answers(questions: list[dict], chance: random.Random) -> list[dict]:
    """One visitor's answers, in order, leaving out what their earlier answers skip."""
    skipped: set[str] = set()
    given = []
    for question in questions:
        if question["key"] in skipped:
            continue
        options = question["answers"]
        count = chance.randint(1, min(2, len(options))) if question["kind"] == "multiple" else 1
        chosen = chance.sample(options, count)
        for answer in chosen:
            skipped.update(answer["skips"])
        given.append({"question": question["key"], "answers": [a["key"] for a in chosen]})
    return given


def measure(backend: str, submits: int = SUBMITS) -> list[float]:
    """Sorted submitQuiz times in ms, half on each quiz."""
    client = Client(backend)
    quizzes = [client.call(QUIZ, {"path": path})[0]["page"] for path in QUIZ_PATHS]
    chance = random.Random(19)

    def submit(quiz: dict) -> float:
        answers = visitor_answers(quiz["questions"], chance)
        return client.call(SUBMIT, {"input": {"quiz_id": quiz["id"], "answers": answers}})[1]

    for quiz in quizzes:  # warm-up
        submit(quiz)
    return sorted(submit(quizzes[n % len(quizzes)]) * 1000 for n in range(submits))


def report(samples: list[float]) -> bool:
    print(
        f"{'submitQuiz (demo quizzes)':28} over {len(samples)}: median "
        f"{statistics.median(samples):.1f} ms, p95 {p95(samples):.1f} ms (budget < {BUDGET_MS} ms)"
    )
    return p95(samples) < BUDGET_MS
