"""What one request of the storefront's heaviest operations costs the API's server: the page
queries of the Core product page and the listing, a guest's first add to the cart (which creates
the cart with its line) and a second add (a line added to that cart).

The API runs as in production, on API_CPU_PORT (8010): gunicorn with config.settings.production
(DEBUG off), API_CPU_WORKERS (2) workers, against the configured database (DATABASE_URL, else
`make up`'s SQLite) holding the demo data (`manage.py prepare_shop`, which `make up` runs). Each
operation is the storefront's own, sent by its registered id; it runs SAMPLES times one after
another, then SAMPLES times from CLIENTS (8) clients at once. Printed per operation and run: p50
and the server's CPU per request (user and system time of gunicorn's processes over the run,
from /proc, divided by its requests). Budgets: CPU per request of the product page at most 60 ms,
of the listing at most 100 ms.
"""

import os
import signal
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from checkout_benchmark import Client
from load_benchmark import PYTHON, WORK, answers, cpu_seconds, shop_environment, start
from registered_operations import registered

SAMPLES = int(os.environ.get("API_CPU_SAMPLES", "40"))
CLIENTS = 8
WORKERS = os.environ.get("API_CPU_WORKERS", "2")
START_TIMEOUT_SECONDS = 120
PRODUCT_PAGE = "/rootwell-core-for-women/"
LISTING = "/products/"
# Demo plans (fixtures/catalogue.json): the cart is created with the first, the second is added.
FIRST_SKU, SECOND_SKU = "RW-CORE-W-1M-S01", "RW-CORE-W-N01"
CPU_BUDGETS_MS = {"product page": 60, "listing": 100}


@dataclass(frozen=True)
class Run:
    operation: str
    clients: int
    p50_ms: float
    cpu_ms: float


def page_query(path: str) -> Callable[[Client], float]:
    def send(client: Client) -> float:
        data, elapsed = client.post(registered("PageByPath", {"url_path": path}), path)
        if not data["page"]:
            raise RuntimeError(f"no page at {path}: load the demo data (manage.py prepare_shop)")
        return elapsed

    return send


def add_to_cart(sku: str) -> Callable[[Client], float]:
    def send(client: Client) -> float:
        variables = {"cartItems": [{"sku": sku, "quantity": 1}]}
        data, elapsed = client.post(registered("AddProductsToCart", variables), sku)
        if data["addProductsToCart"]["user_errors"]:
            raise RuntimeError(f"adding {sku} to the cart failed: {data}")
        return elapsed

    return send


def timed_run(
    group: int, name: str, send: Callable[[Client], float], clients: list[Client], at_once: int
) -> Run:
    """Each client sends the operation once, `at_once` of them at a time."""
    before = cpu_seconds(group)
    with ThreadPoolExecutor(at_once) as pool:
        elapsed = list(pool.map(send, clients))
    cpu = cpu_seconds(group) - before
    return Run(name, at_once, statistics.median(elapsed) * 1000, cpu / len(clients) * 1000)


def runs(backend: str, group: int) -> list[Run]:
    measured = []
    for at_once in (1, CLIENTS):
        reader = [Client(backend)] * SAMPLES
        for name, path in (("product page", PRODUCT_PAGE), ("listing", LISTING)):
            measured.append(timed_run(group, name, page_query(path), reader, at_once))
        # Guests of their own: each creates its cart, then adds a line to it.
        guests = [Client(backend, keep_cookies=True) for _ in range(SAMPLES)]
        measured.append(timed_run(group, "create a cart", add_to_cart(FIRST_SKU), guests, at_once))
        measured.append(timed_run(group, "add a line", add_to_cart(SECOND_SKU), guests, at_once))
    return measured


def warm_up(backend: str) -> None:
    """Every worker's first requests load the code and fill its caches: not what is measured."""
    reader = [Client(backend)] * CLIENTS * 2
    with ThreadPoolExecutor(CLIENTS) as pool:
        for path in (PRODUCT_PAGE, LISTING):
            list(pool.map(page_query(path), reader))
        guests = [Client(backend, keep_cookies=True) for _ in range(CLIENTS * 2)]
        list(pool.map(add_to_cart(FIRST_SKU), guests))
        list(pool.map(add_to_cart(SECOND_SKU), guests))


def measure() -> list[Run]:
    port = os.environ.get("API_CPU_PORT", "8010")
    backend = f"http://127.0.0.1:{port}"
    env = {
        **shop_environment(backend, os.environ.get("FRONTEND_URL", "http://127.0.0.1:3000")),
        # The shop's own database, with the demo data make up loads; no worker (tasks run eagerly).
        "DATABASE_URL": os.environ.get("DATABASE_URL", ""),
        "REDIS_URL": os.environ.get("REDIS_URL", ""),
    }
    WORK.mkdir(parents=True, exist_ok=True)
    gunicorn = [PYTHON, "-m", "gunicorn", "config.wsgi", "--bind", f"127.0.0.1:{port}"]
    server = start("api-cpu", [*gunicorn, "--workers", WORKERS], env)
    try:
        started = time.perf_counter()
        while not answers(f"{backend}/healthz"):
            if server.poll() is not None or time.perf_counter() - started > START_TIMEOUT_SECONDS:
                raise RuntimeError(f"gunicorn did not start serving (see {WORK}/api-cpu.log)")
            time.sleep(0.3)
        warm_up(backend)
        return runs(backend, server.pid)
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)


def report(measured: list[Run]) -> bool:
    print(f"API CPU per request: gunicorn, {WORKERS} workers, DEBUG off, {SAMPLES} requests each")
    within = True
    for run in measured:
        budget = CPU_BUDGETS_MS.get(run.operation)
        within &= budget is None or run.clients > 1 or run.cpu_ms <= budget
        print(
            f"{run.operation:16} {run.clients} client{'s' if run.clients > 1 else ' '}: "
            f"p50 {run.p50_ms:6.1f} ms, CPU {run.cpu_ms:6.1f} ms per request"
            + (f" (budget <= {budget} ms)" if budget and run.clients == 1 else "")
        )
    return within
