"""Running calls at once, each on its own thread and database connection, as concurrent requests
and jobs do: checkout's, renewals' and subscription changes' race tests share this one runner.

Row locks only decide between connections on PostgreSQL (SQLite locks the whole file), so races
that touch money are proven there."""

import threading

import pytest
from django.conf import settings
from django.db import connection

on_postgresql = pytest.mark.skipif(
    not settings.DATABASES["default"]["ENGINE"].endswith("postgresql"),
    reason="row locks across connections: PostgreSQL only",
)


def all_at_once(calls):
    """Runs the calls together (released by one barrier), each on its own DB connection; their
    results in order (an exception a call raised is its result)."""
    barrier = threading.Barrier(len(calls))
    results = [None] * len(calls)

    def work(index, call):
        try:
            barrier.wait()
            results[index] = call()
        except Exception as error:  # noqa: BLE001 - the caller asserts on what each call came to
            results[index] = error
        finally:
            connection.close()

    threads = [threading.Thread(target=work, args=item) for item in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results
