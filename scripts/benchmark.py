"""Measures the platform budgets: `make up` time to serving, and the home page's time to first byte.

Run with `make bench` (dependencies installed). It starts `make up`, so ports 3000 and 8000 must be
free; it stops everything it started. `make test` and CI time themselves (end of their logs).
"""

import os
import signal
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FRONTEND = f"http://127.0.0.1:{os.environ.get('FRONTEND_PORT', '3000')}"
BACKEND = f"http://127.0.0.1:{os.environ.get('BACKEND_PORT', '8000')}"
SAMPLES = 50
START_TIMEOUT_SECONDS = 300


def answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return response.status == 200
    except OSError:
        return False


def time_to_first_byte(url: str) -> float:
    started = time.perf_counter()
    with urllib.request.urlopen(url, timeout=10) as response:
        response.read(1)
        elapsed = time.perf_counter() - started
        response.read()
    return elapsed


def main() -> int:
    started = time.perf_counter()
    shop = subprocess.Popen(
        ["make", "up"], cwd=ROOT, stdout=subprocess.DEVNULL, start_new_session=True
    )
    try:
        while not (answers(f"{BACKEND}/healthz") and answers(f"{FRONTEND}/")):
            if shop.poll() is not None or time.perf_counter() - started > START_TIMEOUT_SECONDS:
                print("make up did not start serving", file=sys.stderr)
                return 1
            time.sleep(0.2)
        up_seconds = time.perf_counter() - started

        for _ in range(10):  # warm-up: first renders fill the page cache
            time_to_first_byte(f"{FRONTEND}/")
        samples = sorted(time_to_first_byte(f"{FRONTEND}/") * 1000 for _ in range(SAMPLES))
    finally:
        os.killpg(shop.pid, signal.SIGINT)
        shop.wait(timeout=30)

    print(f"make up -> serving:          {up_seconds:.1f} s   (budget < 60 s)")
    print(
        f"home page TTFB over {SAMPLES}:     median {statistics.median(samples):.1f} ms, "
        f"p95 {samples[int(SAMPLES * 0.95) - 1]:.1f} ms   (budget: median < 100 ms)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
