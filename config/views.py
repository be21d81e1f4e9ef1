from django.http import JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from .database import database_problem


@never_cache
@require_GET
def healthz(request):
    problem = database_problem()
    if problem:
        return JsonResponse({"status": "unavailable", "database": problem}, status=503)
    return JsonResponse({"status": "ok", "database": "ok"})
