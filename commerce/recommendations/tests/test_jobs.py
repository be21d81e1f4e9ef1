"""The hourly task and the management command both recompute the stored recommendations."""

from io import StringIO

from django.conf import settings
from django.core.management import call_command

from commerce.recommendations import tasks
from commerce.recommendations.models import RecommendationModel as M

from .factories import order


def test_the_hourly_task_stores_recommendations(women_catalogue, stored):
    # given
    core, stress = women_catalogue["core"], women_catalogue["stress"]
    order(None, core, stress)
    # when the task runs (eagerly, as without a broker)
    counts = tasks.compute_recommendations.delay().get()
    # then
    assert stored(M.BOUGHT_TOGETHER, core) == [stress]
    assert counts[M.BOUGHT_TOGETHER] == 2
    schedule = settings.CELERY_BEAT_SCHEDULE["compute-recommendations"]
    assert schedule == {
        "task": "commerce.recommendations.tasks.compute_recommendations",
        "schedule": 3600,
    }


def test_the_command_stores_recommendations_and_says_how_many(women_catalogue, stored):
    # given
    core, stress = women_catalogue["core"], women_catalogue["stress"]
    order(None, core, stress)
    out = StringIO()
    # when
    call_command("compute_recommendations", stdout=out)
    # then
    assert stored(M.TRENDING_ITEMS) == [core, stress]
    assert "bought-together: 2" in out.getvalue()
    assert "trending-items: 2" in out.getvalue()
