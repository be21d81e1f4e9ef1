import logging

from django.http import Http404, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from .database import database_problem

logger = logging.getLogger(__name__)


@never_cache
@require_GET
def healthz(request):
    problem = database_problem()
    if problem:
        # The details (host, user) go to the log, not to whoever asks.
        logger.error("Health check: the database is unreachable: %s", problem)
        return JsonResponse({"status": "unavailable", "database": "unreachable"}, status=503)
    return JsonResponse({"status": "ok", "database": "ok"})


def served_by_storefront(request, *args, **kwargs):
    raise Http404("Shoppers use the storefront.")
