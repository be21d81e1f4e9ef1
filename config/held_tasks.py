"""Background tasks asked for while Celery's broker (Redis) is unreachable wait in the database.

Every task of the shop is a HoldingTask (config.celery). Queued from the shop's own code
(`.delay()`, `.apply_async()` with at most a countdown, eta or expiry), a task the broker cannot
take is written to platform.HeldTask instead of failing the request that asked for it (a placed
order, a sign-up): nothing is lost and the shopper sees no error. Beat's send-held-tasks (every
minute) sends them once the broker is back. Celery's own sends (beat's schedule, retries, groups)
go straight to the broker as before: beat sends its schedule again on the next tick, and a retry
or a group fails in the worker, which has no request to spare.
"""

import logging
from datetime import timedelta

from celery import Task
from django.db import DatabaseError, transaction
from django.utils import timezone
from kombu.utils.json import dumps, loads

from .redis_outage import OUTAGE_ERRORS, breaker_for

logger = logging.getLogger(__name__)

HOLDABLE_OPTIONS = frozenset({"countdown", "eta", "expires"})


class HoldingTask(Task):
    def apply_async(self, args=None, kwargs=None, **options):
        if self.app.conf.task_always_eager or not HOLDABLE_OPTIONS.issuperset(options):
            return super().apply_async(args, kwargs, **options)
        breaker = breaker_for(self.app.conf.broker_url)
        if breaker.allows():
            try:
                result = super().apply_async(args, kwargs, **options)
            except OUTAGE_ERRORS as error:
                breaker.failed(error)
            else:
                breaker.succeeded()
                return result
        hold(self.name, args, kwargs, **options)
        # No AsyncResult: the task has no id until it is sent. The shop's callers use none.
        return None


def hold(name: str, args=None, kwargs=None, countdown=None, eta=None, expires=None) -> None:
    now = timezone.now()
    if countdown is not None:
        eta = now + timedelta(seconds=countdown)
    if isinstance(expires, int | float):
        expires = now + timedelta(seconds=expires)
    try:
        # A savepoint: a failure here must not break the transaction of the caller, if any (the
        # task is then held only if that transaction commits, as it would have run only then).
        with transaction.atomic():
            _held().create(
                name=name,
                arguments=dumps({"args": list(args or ()), "kwargs": dict(kwargs or {})}),
                eta=eta,
                expires=expires,
            )
    except DatabaseError:
        logger.exception("Task %s could not be queued, nor held in the database: it is lost", name)
        return
    logger.info("Task %s is held in the database until the broker is back", name)


def send_held(app) -> dict[str, int]:
    """Sends the held tasks to the broker, oldest first, each at most once; a task whose expiry
    passed meanwhile is dropped. Stops at the first send the broker refuses (left for the next
    run)."""
    sent = expired = 0
    for pk in list(_held().order_by("pk").values_list("pk", flat=True)):
        try:
            with transaction.atomic():
                task = _held().select_for_update(skip_locked=True).filter(pk=pk).first()
                if task is None:
                    continue  # sent meanwhile by a concurrent run
                task.delete()
                if task.expires is not None and task.expires <= timezone.now():
                    expired += 1
                    continue
                arguments = loads(task.arguments)
                # Refused, the deletion is rolled back with it: the task stays held.
                app.send_task(
                    task.name,
                    args=arguments["args"],
                    kwargs=arguments["kwargs"],
                    eta=task.eta,
                    expires=task.expires,
                )
                sent += 1
        except OUTAGE_ERRORS as error:
            logger.warning(
                "Held tasks: the broker is still unreachable (%s); the next run sends them", error
            )
            break
    if sent or expired:
        logger.info("Held tasks: %s sent, %s expired unsent", sent, expired)
    return {"sent": sent, "expired": expired}


def _held():
    from .models import HeldTask

    return HeldTask.objects
