"""Hardening budgets, measured through the API: an abusive request (500 aliases of an expensive
field) is refused in under 10 ms, and a failed sign-in takes as long for an unknown email as for a
customer's (medians within 10%), so its timing does not tell which emails have accounts.

The sign-ins are failures by design; the backend must allow that many from one address:
`make bench` starts it with the login limits raised, and so must whoever runs
`scripts/benchmark.py hardening` against their own backend.
"""

import json
import os
import statistics
import time
import urllib.request

SAMPLES = 40
REFUSAL_BUDGET_MS = 10
SIGN_IN_SPREAD_BUDGET = 0.10
KNOWN_EMAIL = os.environ.get("DEMO_CUSTOMER_EMAIL", "customer@rootwell.example")
ALIASES = (
    "{ "
    + " ".join(
        f"a{n}: core_subscription_products {{ sku name price {{ value }} }}" for n in range(500)
    )
    + " }"
)
SIGN_IN = """mutation($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token } }"""


def post(backend: str, query: str, variables: dict | None = None) -> tuple[float, dict]:
    body = json.dumps({"query": query, "variables": variables or {}}).encode()
    request = urllib.request.Request(
        f"{backend}/graphql/", data=body, headers={"Content-Type": "application/json"}
    )
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            answer = response.read()
    except urllib.error.HTTPError as refused:  # a refusal comes back as 400 or 413
        answer = refused.read()
    return (time.perf_counter() - started) * 1000, json.loads(answer)


def code_of(answer: dict) -> str:
    return answer["errors"][0]["extensions"]["code"]


def refusal_ms(backend: str) -> list[float]:
    samples = []
    for round_number in range(SAMPLES + 5):
        elapsed, answer = post(backend, ALIASES)
        if code_of(answer) != "DOCUMENT_TOO_LARGE":
            raise RuntimeError(f"the 500-alias request was not refused: {answer}")
        if round_number >= 5:  # warm-up
            samples.append(elapsed)
    return sorted(samples)


def failed_sign_in_ms(backend: str, email: str) -> list[float]:
    samples = []
    for round_number in range(SAMPLES + 3):
        elapsed, answer = post(backend, SIGN_IN, {"email": email, "password": "not-the-password-1"})
        if code_of(answer) != "AUTHENTICATION_FAILED":
            raise RuntimeError(f"the sign-in was not an ordinary failure: {answer}")
        if round_number >= 3:
            samples.append(elapsed)
    return sorted(samples)


def measure(backend: str) -> dict[str, list[float]]:
    return {
        "refusal": refusal_ms(backend),
        "known": failed_sign_in_ms(backend, KNOWN_EMAIL),
        "unknown": failed_sign_in_ms(backend, "nobody.at.all@rootwell.example"),
    }


def report(samples: dict[str, list[float]]) -> bool:
    refusal = statistics.median(samples["refusal"])
    known, unknown = statistics.median(samples["known"]), statistics.median(samples["unknown"])
    spread = abs(known - unknown) / known
    print(
        f"{'500-alias request refused':28} over {SAMPLES}: median {refusal:.1f} ms "
        f"(budget < {REFUSAL_BUDGET_MS} ms)"
    )
    print(
        f"{'failed sign-in':28} over {SAMPLES}: known email median {known:.1f} ms, unknown "
        f"{unknown:.1f} ms, {spread:.0%} apart (budget <= {SIGN_IN_SPREAD_BUDGET:.0%})"
    )
    return refusal < REFUSAL_BUDGET_MS and spread <= SIGN_IN_SPREAD_BUDGET
