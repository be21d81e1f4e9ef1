from celery import shared_task
from celery.signals import worker_ready

from . import heartbeat, held_tasks


@shared_task(ignore_result=True)
def record_heartbeat() -> None:
    """Beat asks for it every CELERY_HEARTBEAT_SECONDS: run, it proves a worker takes tasks."""
    heartbeat.record_heartbeat()


@shared_task(bind=True)
def send_held_tasks(self) -> dict[str, int]:
    """Run every minute by Celery beat: see held_tasks.send_held."""
    return held_tasks.send_held(self.app)


@worker_ready.connect
def heartbeat_on_start(**kwargs) -> None:
    # A worker that has just started is ready before beat's first tick, an interval later.
    heartbeat.record_heartbeat()
