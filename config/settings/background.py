"""Background work the platform itself schedules: held tasks and the workers' heartbeat."""

from config.settings.env import env_int

# Readiness (/readyz): the worker records a heartbeat every CELERY_HEARTBEAT_SECONDS when beat
# asks; older than READINESS_HEARTBEAT_MAX_AGE_SECONDS, background work counts as stopped (a
# worker or beat that is down, or a queue so backed up that nothing scheduled runs).
CELERY_HEARTBEAT_SECONDS = env_int("CELERY_HEARTBEAT_SECONDS", 30)
READINESS_HEARTBEAT_MAX_AGE_SECONDS = env_int(
    "READINESS_HEARTBEAT_MAX_AGE_SECONDS", 3 * CELERY_HEARTBEAT_SECONDS
)

CELERY_BEAT_SCHEDULE = {
    # Tasks queued while the broker was unreachable (config.held_tasks).
    "send-held-tasks": {"task": "config.tasks.send_held_tasks", "schedule": 60},
    "celery-heartbeat": {
        "task": "config.tasks.record_heartbeat",
        "schedule": CELERY_HEARTBEAT_SECONDS,
        # A heartbeat that waited in the queue longer than one interval says nothing new.
        "options": {"expires": CELERY_HEARTBEAT_SECONDS},
    },
}
