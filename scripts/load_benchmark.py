"""The production shape under load: for LOAD_SECONDS (60) LOAD_USERS (50) simulated people
(scripts/load_locustfile.py, Locust, headless) use the storefront while it runs as in production:
gunicorn with config.settings.production (DEBUG off), Celery worker and beat, the built storefront
(`node server.mjs`; `next build` first when frontend/.next has no build), PostgreSQL and Redis.
Reports requests a second and p50 / p95 / p99 per step; fails on any error or a missed budget
(p95 under 300 ms for cached pages and cart adds, under 800 ms for checkout).

It starts everything itself, on BACKEND_PORT and FRONTEND_PORT, with a fresh PostgreSQL database
(LOAD_DATABASE_URL, default `<DATABASE_URL's name>_load`, else rootwell_load on 127.0.0.1) and the
Redis database LOAD_REDIS_URL (default redis://127.0.0.1:6379/0), which it empties first. The
backend is ready only when /readyz says so: database, cache, Redis and the worker's heartbeat.
Every request comes from this machine's one address, so the run raises the per-address limits of
sign-in, sign-up, card tokenising and placing orders, as the browser tests' backend does.
"""

import csv
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from pathlib import Path

import redis
from checkout_benchmark import ADDRESS, PASSWORD, Client

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "var" / "load"
PYTHON = str(ROOT / ".venv" / "bin" / "python")
USERS = int(os.environ.get("LOAD_USERS", "50"))
SECONDS = int(os.environ.get("LOAD_SECONDS", "60"))
SUBSCRIBERS = int(os.environ.get("LOAD_SUBSCRIBERS", "12"))
# Two cores: gunicorn's rule of thumb (2 x cores + 1) would leave nothing to the storefront,
# PostgreSQL and the worker that share them.
GUNICORN_WORKERS = os.environ.get("LOAD_GUNICORN_WORKERS", "3")
GUNICORN_THREADS = os.environ.get("LOAD_GUNICORN_THREADS", "1")
START_TIMEOUT_SECONDS = 240
CACHED_BUDGET_MS = 300
CHECKOUT_BUDGET_MS = 800
BUDGETS = {
    "page: home": CACHED_BUDGET_MS,
    "page: product": CACHED_BUDGET_MS,
    "page: content": CACHED_BUDGET_MS,
    "cart: add": CACHED_BUDGET_MS,
    "checkout: card": CHECKOUT_BUDGET_MS,
    "checkout: place order": CHECKOUT_BUDGET_MS,
}
SUBSCRIPTION_SKU = "RW-CORE-W-1M-S01"


def database_url() -> str:
    if url := os.environ.get("LOAD_DATABASE_URL"):
        return url
    if url := os.environ.get("DATABASE_URL"):
        return f"{url.rsplit('/', 1)[0]}/{url.rsplit('/', 1)[1].split('?')[0]}_load"
    return "postgresql://postgres@127.0.0.1:5432/rootwell_load"


def shop_environment(backend: str, frontend: str) -> dict[str, str]:
    per_address = {
        f"RATE_LIMIT_{scope}_PER_IP": "100000/h"
        for scope in ("LOGIN", "CREATE_ACCOUNT", "CARD_TOKENISE", "PLACE_ORDER")
    }
    return {
        **os.environ,
        **per_address,
        "DJANGO_SETTINGS_MODULE": "config.settings.production",
        "DEBUG": "0",
        "SECRET_KEY": secrets.token_hex(32),
        "REVALIDATE_SECRET": secrets.token_hex(32),
        "DATABASE_URL": database_url(),
        "REDIS_URL": os.environ.get("LOAD_REDIS_URL", "redis://127.0.0.1:6379/0"),
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "FRONTEND_URL": frontend,
        "BACKEND_URL": backend,
        "SITE_URL": frontend,
        # Plain HTTP on this machine: Secure cart cookies would never come back.
        "CART_COOKIE_SECURE": "0",
        "EMAIL_BACKEND": "django.core.mail.backends.console.EmailBackend",
    }


def answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status == 200
    except OSError:
        return False


def start(name: str, command: list[str], env: dict, cwd: Path = ROOT) -> subprocess.Popen:
    log = open(WORK / f"{name}.log", "w")  # noqa: SIM115 (open while the process runs)
    return subprocess.Popen(
        command, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )


def prepare(env: dict) -> None:
    """A fresh database with the demo data, an empty Redis database, a built storefront."""
    subprocess.run(
        ["scripts/recreate_postgres_database.sh", env["DATABASE_URL"]], cwd=ROOT, check=True
    )
    # The demo data refuses production settings; tasks run eagerly while no worker is up.
    setup = {**env, "DJANGO_SETTINGS_MODULE": "config.settings.dev", "REDIS_URL": ""}
    subprocess.run(
        [PYTHON, "manage.py", "prepare_shop"],
        cwd=ROOT,
        env=setup,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    redis.Redis.from_url(env["REDIS_URL"]).flushdb()
    if not (ROOT / "frontend" / ".next" / "BUILD_ID").exists():
        subprocess.run(["npm", "run", "--silent", "build"], cwd=ROOT / "frontend", check=True)


def serve(env: dict, backend_port: str, frontend_port: str) -> dict[str, subprocess.Popen]:
    gunicorn = [
        PYTHON, "-m", "gunicorn", "config.wsgi", "--bind", f"127.0.0.1:{backend_port}",
        "--workers", GUNICORN_WORKERS, "--threads", GUNICORN_THREADS,
    ]  # fmt: skip
    celery = [PYTHON, "-m", "celery", "-A", "config"]
    beat = [*celery, "beat", "--loglevel=warning", f"--schedule={WORK / 'beat'}"]
    storefront_env = {**env, "PORT": frontend_port}
    return {
        "backend (gunicorn)": start("backend", gunicorn, env),
        "worker (celery)": start("worker", [*celery, "worker", "--loglevel=warning"], env),
        "beat (celery)": start("beat", beat, env),
        "storefront (node)": start(
            "storefront", ["node", "server.mjs"], storefront_env, ROOT / "frontend"
        ),
    }


def subscriber(backend: str) -> str:
    """A customer who subscribed to a monthly plan with a saved address and card, signed in once
    (as the storefront's sign-in does): their token. Each step is the storefront's own operation:
    sign-up, sign-in, the account's address and card forms, the cart and the checkout."""
    client = Client(backend)
    email = f"load-subscriber-{uuid.uuid4().hex[:12]}@example.com"
    names = {"firstname": "Load", "lastname": "Subscriber"}
    client.run("SignUp", {"input": {**names, "email": email, "password": PASSWORD}})
    signed_in = client.run("SignIn", {"email": email, "password": PASSWORD})
    client.token = signed_in["generateCustomerToken"]["token"]
    saved = client.run("CreateCustomerAddress", {"input": {**ADDRESS, "country_code": "US"}})
    # The card form's page reads the gateway's settings with the customer's addresses.
    config = client.run("AccountCardForm", {"method": "authnetcim"})["tokenBaseCheckoutConfig"]
    nonce = client.tokenise(config["tokenize_url"], config["clientKey"])
    card = client.run(
        "CreateTokenBaseCard",
        {"input": {"nonce": nonce, "address": {**ADDRESS, "country_id": "US"}}},
    )
    added = client.run(
        "AddProductsToCart", {"cartItems": [{"sku": SUBSCRIPTION_SKU, "quantity": 1}]}
    )
    if added["addProductsToCart"]["user_errors"]:
        raise RuntimeError(f"the subscription was not added to the cart: {added}")
    subscribed = client.run(
        "CheckoutPlaceOrderAtOnce",
        {
            "withEmail": False,
            "shipping": {"customer_address_id": saved["createCustomerAddress"]["id"]},
            "billing": {"same_as_shipping": True},
            "withPayment": True,
            "payment": {
                "code": "authnetcim",
                "tokenbase_card_id": card["createTokenBaseCard"]["hash"],
            },
            "key": str(uuid.uuid4()),
            "terms": True,
        },
    )
    if not subscribed["placeOrder"]["order"]["order_number"]:
        raise RuntimeError(f"the subscriber's order was not placed: {subscribed}")
    return client.token


def cpu_seconds(group: int) -> float:
    """CPU time (user and system) of the live processes in one process group, from /proc."""
    total = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # gone meanwhile
            continue
        if int(fields[2]) == group:
            total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def run_locust(frontend: str, tokens_file: Path) -> int:
    command = [
        PYTHON, "-m", "locust", "-f", str(ROOT / "scripts" / "load_locustfile.py"), "--headless",
        "--users", str(USERS), "--spawn-rate", str(max(1, USERS // 10)),
        "--run-time", f"{SECONDS}s", "--stop-timeout", "10", "--host", frontend,
        "--csv", str(WORK / "locust"), "--only-summary", "--loglevel", "WARNING",
    ]  # fmt: skip
    env = {**os.environ, "LOAD_SUBSCRIBER_TOKENS": str(tokens_file)}
    return subprocess.run(command, env=env, stdout=subprocess.DEVNULL).returncode


def measure() -> tuple[list[dict], list[dict], dict[str, float]]:
    """Locust's rows per step (and the aggregate), its failures (each with its count), and the CPU
    seconds each part of the shop used during the run."""
    backend_port = os.environ.get("BACKEND_PORT", "8000")
    frontend_port = os.environ.get("FRONTEND_PORT", "3000")
    backend, frontend = f"http://127.0.0.1:{backend_port}", f"http://127.0.0.1:{frontend_port}"
    WORK.mkdir(parents=True, exist_ok=True)
    env = shop_environment(backend, frontend)
    for port in (backend_port, frontend_port):
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", int(port))) == 0:
                raise RuntimeError(f"port {port} is taken: the run would measure another server")
    prepare(env)
    processes = serve(env, backend_port, frontend_port)
    try:
        started = time.perf_counter()
        while not (answers(f"{backend}/readyz") and answers(f"{frontend}/api/health")):
            stopped = [name for name, process in processes.items() if process.poll() is not None]
            if stopped or time.perf_counter() - started > START_TIMEOUT_SECONDS:
                raise RuntimeError(f"the shop did not become ready (see {WORK}/*.log): {stopped}")
            time.sleep(0.5)
        tokens_file = WORK / "subscriber-tokens.json"
        tokens_file.write_text(json.dumps([subscriber(backend) for _ in range(SUBSCRIBERS)]))
        for path in ("/", "/rootwell-core-for-women/", "/science/"):  # first renders fill the cache
            answers(f"{frontend}{path}")
        before = {name: cpu_seconds(process.pid) for name, process in processes.items()}
        run_locust(frontend, tokens_file)
        cpu = {name: cpu_seconds(process.pid) - before[name] for name, process in processes.items()}
        if not answers(f"{backend}/readyz"):
            raise RuntimeError("the backend was no longer ready after the run")
    finally:
        for process in processes.values():
            os.killpg(process.pid, signal.SIGTERM)
        for process in processes.values():
            process.wait(timeout=30)
    with open(WORK / "locust_stats.csv") as stats, open(WORK / "locust_failures.csv") as failures:
        return list(csv.DictReader(stats)), list(csv.DictReader(failures)), cpu


def report(rows: list[dict], failures: list[dict], cpu: dict[str, float]) -> bool:
    within = True
    print(f"Load: {USERS} users for {SECONDS} s through the storefront (gunicorn, Celery, Redis)")
    for row in rows:
        name = row["Name"]
        budget = BUDGETS.get(name)
        p95 = float(row["95%"])
        met = budget is None or p95 < budget
        within &= met and row["Failure Count"] == "0"
        print(
            f"{name:28} {int(row['Request Count']):6} requests, {float(row['Requests/s']):6.1f}/s, "
            f"errors {row['Failure Count']}: p50 {row['50%']} ms, p95 {row['95%']} ms, "
            f"p99 {row['99%']} ms" + (f" (budget p95 < {budget} ms)" if budget else "")
        )
    print(
        "CPU used during the run (PostgreSQL, Redis and Locust not counted): "
        + ", ".join(f"{name} {seconds:.0f} s" for name, seconds in cpu.items())
    )
    for failure in failures:
        print(f"  error x{failure['Occurrences']} {failure['Name']}: {failure['Error'][:300]}")
    return within and not failures


if __name__ == "__main__":
    sys.exit(0 if report(*measure()) else 1)
