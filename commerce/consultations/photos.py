"""Scalp photos: checked by their content and size, stored privately, read by owner or staff;
and which of the guarantee's photos (start, 3 and 6 months) a customer still owes."""

from dataclasses import dataclass
from datetime import date, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from PIL import Image, UnidentifiedImageError

from .errors import PhotoRefused
from .journey import journey_start as journey_start_of
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
# A stage's photo can be uploaded, and counts for the guarantee, from this many days before its
# due date; the start photo from any time until START_CLOSES_AFTER_DAYS after the start. One rule
# (PhotoStage.opens_on / closes_on), used by the upload, the account overview and the guarantee.
OPENS_DAYS_BEFORE_DUE = 14
START_CLOSES_AFTER_DAYS = 30
STAGE_NAMES = {
    ScalpPhoto.Stage.START: "start photo",
    ScalpPhoto.Stage.THREE_MONTHS: "3-month photo",
    ScalpPhoto.Stage.SIX_MONTHS: "6-month photo",
}


def long_date(day: date) -> str:
    return f"{day:%B} {day.day}, {day.year}"


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


def upload_photo(customer, stage: str, upload, today: date | None = None) -> ScalpPhoto:
    """Stores the photo for the customer, or refuses it (PhotoRefused) storing nothing: a photo
    of the wrong kind or size, or one outside its stage's window (too early or, for the start
    photo, too late)."""
    if stage not in ScalpPhoto.Stage.values:
        raise PhotoRefused(STAGE_REFUSED)
    today = today or timezone.localdate()
    window = stage_window(stage, journey_start_of(customer))
    refusal = window.refusal(today)
    if refusal:
        raise PhotoRefused(refusal)
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
class StageWindow:
    """When a stage's photo can be uploaded and counts: from opens_on (None: any time before)
    until closes_on (None: no end). Without a journey only the start photo is open."""

    stage: str
    due_on: date | None  # None while the journey has not started
    opens_on: date | None
    closes_on: date | None

    @property
    def waits_for_journey(self) -> bool:
        return self.due_on is None and self.stage != ScalpPhoto.Stage.START

    def is_open(self, day: date) -> bool:
        if self.waits_for_journey:
            return False
        return (self.opens_on is None or self.opens_on <= day) and (
            self.closes_on is None or day <= self.closes_on
        )

    def refusal(self, day: date) -> str | None:
        """Why a photo for the stage cannot be added on `day`; None when it can."""
        name = STAGE_NAMES[self.stage]
        if self.waits_for_journey:
            return f"Your {name} can be added once your first subscription order is placed."
        if self.opens_on is not None and day < self.opens_on:
            return (
                f"Your {name} is due on {long_date(self.due_on)}; "
                f"you can add it from {long_date(self.opens_on)}."
            )
        if self.closes_on is not None and day > self.closes_on:
            return f"Your {name} could be added until {long_date(self.closes_on)}."
        return None


def stage_window(stage: str, journey_start: date | None) -> StageWindow:
    if journey_start is None:
        return StageWindow(stage, None, None, None)
    due_on = journey_start + timedelta(days=STAGE_DAYS[stage])
    if stage == ScalpPhoto.Stage.START:
        return StageWindow(
            stage, due_on, None, journey_start + timedelta(days=START_CLOSES_AFTER_DAYS)
        )
    return StageWindow(stage, due_on, due_on - timedelta(days=OPENS_DAYS_BEFORE_DUE), None)


@dataclass(frozen=True)
class PhotoStage:
    stage: str
    label: str
    window: StageWindow
    photo: ScalpPhoto | None  # the latest one uploaded within the stage's window

    @property
    def due_on(self) -> date | None:
        return self.window.due_on

    @property
    def opens_on(self) -> date | None:
        return self.window.opens_on

    def can_upload(self, today: date) -> bool:
        return self.window.is_open(today)

    def is_due(self, today: date) -> bool:
        return self.photo is None and self.due_on is not None and self.due_on <= today


def photo_stages(customer, journey_start: date | None) -> list[PhotoStage]:
    """The three stages with their due dates, windows and latest photos that count (uploaded
    within their window; an earlier one does not count): one query."""
    windows = {stage.value: stage_window(stage.value, journey_start) for stage in ScalpPhoto.Stage}
    latest = {}
    for photo in ScalpPhoto.objects.filter(customer=customer).order_by("created_at", "id"):
        if windows[photo.stage].is_open(timezone.localdate(photo.created_at)):
            latest[photo.stage] = photo
    return [
        PhotoStage(
            stage=stage.value,
            label=stage.label,
            window=windows[stage.value],
            photo=latest.get(stage.value),
        )
        for stage in ScalpPhoto.Stage
    ]
