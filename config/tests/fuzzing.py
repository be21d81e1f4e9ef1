"""Schemathesis fuzzing of the shop's endpoints, in process through the WSGI app.

Every generated request goes through Django's own WSGI handler (middleware, URL routing, the
views), in the test's database transaction. A request fails the run when it is answered with a
5xx or when anything logs at ERROR on the `commerce` or `django` loggers while it is handled: the
GraphQL view answers a resolver's fault with a 200 and INTERNAL_SERVER_ERROR, and logs it.
"""

import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis.generation import GenerationMode

WATCHED_LOGGERS = ("commerce", "django")
# Every rate limit raised far above what a run sends: the fuzzer comes from one address and
# would otherwise spend most of its requests on TOO_MANY_REQUESTS.
UNLIMITED = "1000000/m"


def fuzz_settings(examples: int) -> settings:
    """Hypothesis's settings for a fuzzing run: the same examples every run (a failure is found
    again), none kept between runs, no deadline, no shrinking (the first failure is reported)."""
    return settings(
        max_examples=examples,
        derandomize=True,
        database=None,
        deadline=None,
        phases=(Phase.explicit, Phase.generate),
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
    )


def unlimited_rates(rate_limits: dict) -> dict:
    return {scope: dict.fromkeys(limits, UNLIMITED) for scope, limits in rate_limits.items()}


class _Collect(logging.Handler):
    def __init__(self):
        super().__init__(level=logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record):
        self.records.append(record)


@contextmanager
def logged_errors() -> Iterator[list[str]]:
    """What is logged at ERROR on the watched loggers inside the block, described (a request's
    fault answered without a 5xx, as the GraphQL view answers a resolver's)."""
    collected = _Collect()
    watched = [logging.getLogger(name) for name in WATCHED_LOGGERS]
    for logger in watched:
        logger.addHandler(collected)
    problems: list[str] = []
    try:
        yield problems
    finally:
        for logger in watched:
            logger.removeHandler(collected)
        problems.extend(_describe(record) for record in collected.records)


@dataclass
class Run:
    """Counts the requests the app really received and collects what went wrong."""

    sent: int = 0
    failures: list[str] = field(default_factory=list)
    app: Callable = field(default_factory=get_wsgi_application)

    def wsgi(self, environ, start_response):
        self.sent += 1
        return self.app(environ, start_response)

    def fuzz(
        self, operation, examples: int, headers: Callable[[], dict] = dict, modes=None, checks=()
    ):
        """Sends `examples` generated cases of one operation per generation mode; the first
        failing case of each is recorded with what the server answered and logged. `checks`
        (Schemathesis's) hold each answer to the operation's document too."""
        # As Django's test client does: closing the connection when a request finishes would
        # end the test's transaction, with the shop's data in it.
        request_started.disconnect(close_old_connections)
        request_finished.disconnect(close_old_connections)
        try:
            for mode in modes or (GenerationMode.POSITIVE,):
                try:
                    self._fuzz_one(operation, examples, headers, mode, list(checks))
                except _Failed as failure:
                    self.failures.append(str(failure))
                except Unsatisfiable:
                    # Negative mode on an operation whose document leaves nothing to break (no
                    # parameters, any body): every request it sends is a valid one.
                    if mode is GenerationMode.POSITIVE:
                        raise
        finally:
            request_started.connect(close_old_connections)
            request_finished.connect(close_old_connections)

    def _fuzz_one(self, operation, examples, headers, mode, checks):
        @fuzz_settings(examples)
        @given(case=operation.as_strategy(generation_mode=mode))
        def send(case):
            with logged_errors() as problems:
                response = case.call(app=self.wsgi, headers=headers())
            if checks and response.status_code < 500:
                try:
                    case.validate_response(response, checks=checks)
                except (AssertionError, BaseExceptionGroup) as error:
                    problems.append(f"  not as documented: {error}")
            if response.status_code >= 500 or problems:
                raise _Failed(
                    f"{operation.label} ({mode.value}): HTTP {response.status_code}\n"
                    f"  request: {case.method} {case.formatted_path} "
                    f"query={case.query!r} body={case.body!r}\n"
                    f"  response: {response.content[:500]!r}\n" + "\n".join(problems)
                )

        send()


class _Failed(AssertionError):
    pass


def _describe(record: logging.LogRecord) -> str:
    text = f"  logged {record.levelname} {record.name}: {record.getMessage()}"
    if record.exc_info and record.exc_info[1] is not None:
        error = record.exc_info[1]
        text += f"\n    {type(error).__name__}: {error}"
        tb = record.exc_info[2]
        while tb and tb.tb_next:
            tb = tb.tb_next
        if tb:
            text += f" at {tb.tb_frame.f_code.co_filename}:{tb.tb_lineno}"
    return text
