"""Scalp photos: checked by their content and size, stored privately, read by owner or staff;
and which of the guarantee's photos (start, 3 and 6 months) a customer still owes."""

from dataclasses import dataclass
from datetime import date, timedelta

from django.conf import settings
from django.db import transaction
from PIL import Image, UnidentifiedImageError

from .errors import PhotoRefused
from .models import ScalpPhoto

# What Pillow says a file is (read from its bytes, never its name) → how it is stored and served.
FORMATS = {
    "JPEG": ("image/jpeg", ".jpg"),
    "PNG": ("image/png", ".png"),
    "WEBP": ("image/webp", ".webp"),
    # Recognised only where a HEIF plugin for Pillow is installed; refused otherwise.
    "HEIF": ("image/heic", ".heic"),
}
TYPE_REFUSED = "Please upload a photo in JPEG, PNG or WebP format."
EMPTY = "Please choose a photo to upload."
STAGE_REFUSED = "Choose which photo this is: start, 3 months or 6 months."

# When each stage's photo is due, in days from the journey's start.
STAGE_DAYS = {
    ScalpPhoto.Stage.START: 0,
    ScalpPhoto.Stage.THREE_MONTHS: 90,
    ScalpPhoto.Stage.SIX_MONTHS: 180,
}


def size_refused() -> str:
    megabytes = settings.SCALP_PHOTO_MAX_BYTES / (1024 * 1024)
    return f"Please upload a photo of at most {megabytes:g} MB."


def _format_of(upload) -> tuple[str, str]:
    try:
        upload.seek(0)
        with Image.open(upload) as image:
            kind = image.format
            image.verify()  # a truncated or doctored file is refused here
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        raise PhotoRefused(TYPE_REFUSED) from None
    finally:
        upload.seek(0)
    if kind not in FORMATS:
        raise PhotoRefused(TYPE_REFUSED)
    return FORMATS[kind]


def upload_photo(customer, stage: str, upload) -> ScalpPhoto:
    """Stores the photo for the customer, or refuses it (PhotoRefused) storing nothing."""
    if stage not in ScalpPhoto.Stage.values:
        raise PhotoRefused(STAGE_REFUSED)
    if upload is None or not upload.size:
        raise PhotoRefused(EMPTY)
    if upload.size > settings.SCALP_PHOTO_MAX_BYTES:
        raise PhotoRefused(size_refused())
    content_type, extension = _format_of(upload)
    photo = ScalpPhoto(customer=customer, stage=stage, content_type=content_type, size=upload.size)
    photo.extension = extension
    with transaction.atomic():
        photo.file.save("photo", upload, save=False)
        try:
            photo.save()
        except Exception:
            photo.file.storage.delete(photo.file.name)
            raise
    return photo


def photo_for(user, photo_id) -> ScalpPhoto | None:
    """The photo if `user` may see it (its owner, or staff); None otherwise, as if missing."""
    if not user.is_authenticated:
        return None
    photos = ScalpPhoto.objects.filter(pk=photo_id)
    if not user.is_staff:
        photos = photos.filter(customer=user)
    return photos.first()


@dataclass(frozen=True)
class PhotoStage:
    stage: str
    label: str
    due_on: date | None  # None while the journey has not started
    photo: ScalpPhoto | None  # the latest one uploaded for the stage

    def is_due(self, today: date) -> bool:
        return self.photo is None and self.due_on is not None and self.due_on <= today


def photo_stages(customer, journey_start: date | None) -> list[PhotoStage]:
    """The three stages with their due dates and latest photos: one query."""
    latest = {}
    for photo in ScalpPhoto.objects.filter(customer=customer).order_by("created_at", "id"):
        latest[photo.stage] = photo
    return [
        PhotoStage(
            stage=stage.value,
            label=stage.label,
            due_on=journey_start + timedelta(days=STAGE_DAYS[stage]) if journey_start else None,
            photo=latest.get(stage.value),
        )
        for stage in ScalpPhoto.Stage
    ]
