"""The analytics collection budgets: `POST /analytics/events/` answers with p95 under 20 ms, and
takes at least 500 events a second sustained, against a backend already serving.

Batches are what the storefront's tracker sends: 10 events each (track calls with the spec's
product and navigation fields, a page call, an identify), as text/plain, each from one of 64
simulated shoppers' addresses (X-Forwarded-For, which the backend believes from 127.0.0.1, a
trusted proxy like the storefront's server), so the per-address limit (300 batches a minute)
is never reached. First SAMPLES batches one after another for the latency, then WORKERS clients
sending as fast as they are answered for SUSTAIN_SECONDS for the rate.

The events are stored in the backend's database like any others (anonymous ids starting
"benchmark-"); the retention purge removes them in time.

The figures are the backend's as it is served: `make up`'s runserver starts a thread, and so a
database connection, per request (about 5 ms of CPU on SQLite, more on PostgreSQL), which
production's gunicorn workers keep open.
"""

import json
import os
import statistics
import threading
import time
import urllib.request
import uuid
from datetime import UTC, datetime

from checkout_benchmark import p95

LATENCY_BUDGET_MS = 20
RATE_BUDGET = 500  # events a second
EVENTS_PER_BATCH = 10
SAMPLES = 300
WARM_UP = 20
SUSTAIN_SECONDS = 10
WORKERS = 4
ADDRESSES = [f"203.0.113.{n}" for n in range(1, 65)]
PRODUCT = {
    "sku": "RW-CORE-W-1M-S01",
    "name": "Rootwell Core for Women",
    "price": 79,
    "quantity": 1,
    "category": "Hair Growth Supplements",
    "variant": "1 month subscription",
    "url": "https://rootwell.test/rootwell-core-for-women/",
    "image_url": "https://rootwell.test/media/core-women.jpg",
}


def context() -> dict:
    return {
        "page": {
            "path": "/rootwell-core-for-women/",
            "url": "https://rootwell.test/rootwell-core-for-women/?utm_source=newsletter",
            "referrer": "https://rootwell.test/",
            "title": "Rootwell Core for Women | Rootwell",
        },
        "business_line": "Hair",
        "campaign": {"utm_source": "newsletter", "utm_medium": "email", "purchase_source": "email"},
        "consent": {"analytics": True, "advertising": True},
        "event_id": str(int(time.time() * 1000)),
        "experiments": {"24": "products"},
        "userAgent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0",
    }


def batch_body(anonymous_id: str) -> bytes:
    """Ten events as one shopper's page sends them in a batch."""
    now = datetime.now(UTC).isoformat().replace("+00:00", "Z")
    shared = {"anonymousId": anonymous_id, "timestamp": now, "context": context()}

    def track(name: str, properties: dict) -> dict:
        return {
            "type": "track",
            "event": name,
            "messageId": str(uuid.uuid4()),
            **shared,
            "properties": properties,
        }

    events = [
        {
            "type": "page",
            "messageId": str(uuid.uuid4()),
            **shared,
            "properties": {"path": "/rootwell-core-for-women/", "title": "Rootwell Core"},
        },
        track("Product Viewed", PRODUCT),
        track("Product Dropdown Viewed", {"sku": PRODUCT["sku"]}),
        track("Product Selected", PRODUCT),
        track("Product Added", {**PRODUCT, "cart_id": "bench"}),
        track(
            "Button Click",
            {"button_name": "Product Added", "event_id": shared["context"]["event_id"]},
        ),
        track("Navigation Clicked", {"label": "Shop", "url": "/products/", "level": 1}),
        track("Search Results Shown", {"query": "biotin", "results": 12}),
        track("Marketing CTA Clicked", {"label": "Take the quiz", "url": "/quiz/"}),
        {
            "type": "identify",
            "messageId": str(uuid.uuid4()),
            **shared,
            "userId": None,
            "traits": {"email_sha256": "a" * 64, "phone_sha256": "b" * 64},
        },
    ]
    assert len(events) == EVENTS_PER_BATCH
    return json.dumps({"batch": events, "sentAt": now}).encode()


def send(backend: str, address: str) -> float:
    """One batch from `address`; seconds until the answer (202, or the run fails)."""
    body = batch_body(f"benchmark-{uuid.uuid4()}")
    request = urllib.request.Request(
        f"{backend}/analytics/events/",
        data=body,
        headers={"Content-Type": "text/plain;charset=UTF-8", "X-Forwarded-For": address},
    )
    started = time.perf_counter()
    with urllib.request.urlopen(request, timeout=10) as response:
        answer = json.loads(response.read())
    elapsed = time.perf_counter() - started
    if response.status != 202 or answer.get("accepted") != EVENTS_PER_BATCH:
        raise RuntimeError(f"the batch was not accepted: {response.status} {answer}")
    return elapsed


def measure(backend: str) -> tuple[list[float], float, list[float]]:
    """(sorted latencies of single batches in ms, events a second sustained by WORKERS clients,
    sorted latencies under that load in ms)."""
    for n in range(WARM_UP):
        send(backend, ADDRESSES[n % len(ADDRESSES)])
    single = sorted(send(backend, ADDRESSES[n % len(ADDRESSES)]) * 1000 for n in range(SAMPLES))

    loaded: list[float] = []
    failures: list[Exception] = []
    deadline = time.perf_counter() + SUSTAIN_SECONDS

    def client(worker: int) -> None:
        n = worker
        while time.perf_counter() < deadline and not failures:
            try:
                loaded.append(send(backend, ADDRESSES[n % len(ADDRESSES)]) * 1000)
            except Exception as failure:  # noqa: BLE001  (reported below)
                failures.append(failure)
            n += WORKERS

    started = time.perf_counter()
    threads = [threading.Thread(target=client, args=(n,)) for n in range(WORKERS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - started
    if failures:
        raise RuntimeError(f"sending events failed under load: {failures[0]}")
    return single, len(loaded) * EVENTS_PER_BATCH / elapsed, sorted(loaded)


def report(single: list[float], rate: float, loaded: list[float]) -> bool:
    # Other work on the machine shows in the tail: the load says how much there was.
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(f"{'analytics events':28} load average {load} on {os.cpu_count()} cores")
    print(
        f"{'analytics events (10/batch)':28} over {len(single)}: "
        f"median {statistics.median(single):.1f} ms, p95 {p95(single):.1f} ms "
        f"(budget < {LATENCY_BUDGET_MS} ms)"
    )
    print(
        f"{'analytics events sustained':28} {WORKERS} clients for {SUSTAIN_SECONDS} s: "
        f"{rate:.0f} events/s (budget >= {RATE_BUDGET}), p95 {p95(loaded):.1f} ms under load"
    )
    return p95(single) < LATENCY_BUDGET_MS and rate >= RATE_BUDGET
