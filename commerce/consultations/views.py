"""The scalp photo endpoints: upload (multipart, the customer's bearer token) and read (owner or
staff). Both answer JSON errors; a photo the user may not see is a 404 like a missing one."""

from django.http import FileResponse, Http404, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from commerce.core.errors import DomainError
from commerce.customers.middleware import bearer_token

from . import photos

NOT_SIGNED_IN = "Please sign in to upload a photo."


@csrf_exempt  # a bearer header is required below: a form on another site cannot send one
@require_POST
def upload(request):
    if not bearer_token(request) or not request.user.is_authenticated:
        return JsonResponse({"message": NOT_SIGNED_IN, "code": "UNAUTHENTICATED"}, status=401)
    try:
        photo = photos.upload_photo(
            request.user, request.POST.get("stage", ""), request.FILES.get("photo")
        )
    except DomainError as error:
        return JsonResponse({"message": error.message, "code": error.code}, status=400)
    return JsonResponse({"id": photo.pk, "stage": photo.stage}, status=201)


@require_GET
def photo_file(request, photo_id):
    photo = photos.photo_for(request.user, photo_id)
    if photo is None:
        raise Http404("No such photo.")
    response = FileResponse(photo.file.open("rb"), content_type=photo.content_type)
    response["Cache-Control"] = "private, no-store"
    response["X-Content-Type-Options"] = "nosniff"
    return response
