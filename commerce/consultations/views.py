"""The scalp photo endpoints: upload (multipart, the customer's bearer token) and read (owner or
staff). Both answer JSON errors; a photo the user may not see is a 404 like a missing one."""

from django.http import FileResponse, JsonResponse
from django.http.multipartparser import MultiPartParserError
from django.views.decorators.csrf import csrf_exempt

from commerce.core.errors import DomainError
from commerce.core.http import allow_methods
from commerce.customers.middleware import bearer_token

from . import photos

NOT_SIGNED_IN = "Please sign in to upload a photo."
NOT_MULTIPART = "Send the photo as multipart/form-data."
NO_SUCH_PHOTO = "No such photo."


def _refusal(message: str, code: str = "METHOD_NOT_ALLOWED") -> dict:
    return {"message": message, "code": code}


@csrf_exempt  # a bearer header is required below: a form on another site cannot send one
@allow_methods("POST", refusal=_refusal)
def upload(request):
    if not bearer_token(request) or not request.user.is_authenticated:
        return JsonResponse(_refusal(NOT_SIGNED_IN, "UNAUTHENTICATED"), status=401)
    try:
        stage, file = request.POST.get("stage", ""), request.FILES.get("photo")
    except MultiPartParserError:
        return JsonResponse(_refusal(NOT_MULTIPART, "BAD_REQUEST"), status=400)
    try:
        photo = photos.upload_photo(request.user, stage, file)
    except DomainError as error:
        return JsonResponse(_refusal(error.message, error.code), status=400)
    return JsonResponse({"id": photo.pk, "stage": photo.stage}, status=201)


@csrf_exempt  # nothing but a GET is answered, and a GET changes nothing
@allow_methods("GET", refusal=_refusal)
def photo_file(request, photo_id):
    photo = photos.photo_for(request.user, photo_id)
    if photo is None:
        return JsonResponse(_refusal(NO_SUCH_PHOTO, "NOT_FOUND"), status=404)
    response = FileResponse(photo.file.open("rb"), content_type=photo.content_type)
    response["Cache-Control"] = "private, no-store"
    response["X-Content-Type-Options"] = "nosniff"
    return response
