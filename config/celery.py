import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")

# Every task is a HoldingTask: queued while the broker is unreachable, it waits in the database
# instead of failing the request that asked for it.
app = Celery("rootwell", task_cls="config.held_tasks:HoldingTask")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
