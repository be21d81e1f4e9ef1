from datetime import date, timedelta
from pathlib import Path

import pytest
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone

from commerce.basket.tests.factories import signed_in_customer
from commerce.consultations import photos
from commerce.consultations.errors import PhotoRefused
from commerce.consultations.models import ScalpPhoto
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.tests.factories import StaffFactory

from .factories import image_bytes, image_upload, journey, stored_photo

pytestmark = pytest.mark.django_db

UPLOAD = "/rest/V1/rootwell-scalp-photos/"


def photo_url(photo):
    return f"{UPLOAD}{photo.pk}/"


def files_in(folder) -> list[Path]:
    return [path for path in Path(folder).rglob("*") if path.is_file()]


def test_a_customer_uploads_a_jpeg_and_it_is_stored_outside_media_root(client):
    customer, headers = signed_in_customer()

    response = client.post(UPLOAD, {"stage": "start", "photo": image_upload()}, **headers)

    assert response.status_code == 201
    photo = ScalpPhoto.objects.get(pk=response.json()["id"])
    assert (photo.customer, photo.stage, photo.content_type) == (customer, "start", "image/jpeg")
    stored = Path(photo.file.path).resolve()
    assert stored.is_relative_to(Path(settings.PRIVATE_MEDIA_ROOT).resolve())
    assert not stored.is_relative_to(Path(settings.MEDIA_ROOT).resolve())
    assert files_in(settings.MEDIA_ROOT) == []
    # The stored name says nothing about the customer's own file name.
    assert "scalp" not in stored.name


@pytest.mark.parametrize("kind", ["PNG", "WEBP"])
def test_png_and_webp_are_accepted(client, kind):
    _, headers = signed_in_customer()
    upload = SimpleUploadedFile("x.bin", image_bytes(kind), content_type="application/octet-stream")

    response = client.post(UPLOAD, {"stage": "start", "photo": upload}, **headers)

    assert response.status_code == 201
    assert ScalpPhoto.objects.get().content_type == f"image/{kind.lower()}"


@pytest.mark.parametrize(
    "content",
    [b"%PDF-1.4 not a photo", b"GIF89a" + b"\x00" * 40, image_bytes("JPEG")[:40]],
    ids=["pdf", "gif-header", "truncated-jpeg"],
)
def test_a_file_that_is_not_a_photo_is_refused_whatever_its_name(client, private_media, content):
    _, headers = signed_in_customer()
    upload = SimpleUploadedFile("scalp.jpg", content, content_type="image/jpeg")

    response = client.post(UPLOAD, {"stage": "start", "photo": upload}, **headers)

    assert response.status_code == 400
    assert response.json() == {
        "message": "Please upload a photo in JPEG, PNG or WebP format.",
        "code": "PHOTO_REFUSED",
    }
    assert not ScalpPhoto.objects.exists()
    assert files_in(private_media) == []


def test_a_photo_over_the_size_limit_is_refused_and_nothing_stored(client, settings, private_media):
    settings.SCALP_PHOTO_MAX_BYTES = 1024 * 1024
    _, headers = signed_in_customer()
    big = image_bytes("PNG", size=(1, 1)) + b"\x00" * (1024 * 1024)
    upload = SimpleUploadedFile("big.png", big, content_type="image/png")

    response = client.post(UPLOAD, {"stage": "start", "photo": upload}, **headers)

    assert response.status_code == 400
    assert response.json()["message"] == "Please upload a photo of at most 1 MB."
    assert not ScalpPhoto.objects.exists()
    assert files_in(private_media) == []


def test_an_unknown_stage_or_no_file_is_refused(client):
    _, headers = signed_in_customer()

    wrong_stage = client.post(
        UPLOAD, {"stage": "twelve_months", "photo": image_upload()}, **headers
    )
    no_file = client.post(UPLOAD, {"stage": "start"}, **headers)

    assert wrong_stage.json()["message"] == (
        "Choose which photo this is: start, 3 months or 6 months."
    )
    assert no_file.json()["message"] == "Please choose a photo to upload."
    assert not ScalpPhoto.objects.exists()


def test_uploading_needs_a_bearer_token(client):
    customer = CustomerFactory()
    client.force_login(customer)  # a session (or cookie) alone is not enough: a form could send it

    response = client.post(UPLOAD, {"stage": "start", "photo": image_upload()})

    assert response.status_code == 401
    assert response.json()["message"] == "Please sign in to upload a photo."
    assert not ScalpPhoto.objects.exists()


def test_the_owner_reads_their_photo(client):
    customer, headers = signed_in_customer()
    photo = stored_photo(customer, "start")

    response = client.get(photo_url(photo), **headers)

    assert response.status_code == 200
    assert response["Content-Type"] == "image/jpeg"
    assert response["Cache-Control"] == "private, no-store"
    assert b"".join(response.streaming_content) == Path(photo.file.path).read_bytes()


def test_another_customer_gets_a_404_as_for_a_missing_photo(client):
    photo = stored_photo(CustomerFactory(), "start")
    _, headers = signed_in_customer(email="other@example.com")

    theirs = client.get(photo_url(photo), **headers)
    missing = client.get(f"{UPLOAD}{photo.pk + 1000}/", **headers)

    assert theirs.status_code == missing.status_code == 404
    assert theirs.json() == missing.json() == {"message": "No such photo.", "code": "NOT_FOUND"}


def test_an_anonymous_visitor_gets_a_404(client):
    photo = stored_photo(CustomerFactory(), "start")

    assert client.get(photo_url(photo)).status_code == 404


def test_staff_read_any_photo_in_the_dashboard_and_the_api(client):
    customer = CustomerFactory()
    journey(customer, days_ago=180)
    photo = stored_photo(customer, "six_months")
    client.force_login(StaffFactory())

    dashboard = client.get(f"/dashboard/scalp-photos/{photo.pk}/")
    api = client.get(photo_url(photo))

    assert dashboard.status_code == api.status_code == 200
    assert dashboard["Content-Type"] == "image/jpeg"


def test_a_customer_cannot_use_the_dashboards_photo_address(client):
    customer = CustomerFactory()
    photo = stored_photo(customer, "start")
    client.force_login(customer)

    response = client.get(f"/dashboard/scalp-photos/{photo.pk}/")

    assert response.status_code in (302, 403)
    assert response.get("Content-Type", "").startswith("text/html")


# When each photo can be added (and counts)

OVERVIEW = "{ consultation_overview { photos { stage due_on is_due can_upload opens_on } } }"


def test_the_3_month_photo_is_refused_before_14_days_ahead_of_its_due_date():
    # Given a journey that started on December 3, 2026
    customer = CustomerFactory()
    journey(customer, started_on=date(2026, 12, 3))

    # When the customer adds their 3-month photo on day 1
    with pytest.raises(PhotoRefused) as refused:
        photos.upload_photo(customer, "three_months", image_upload(), today=date(2026, 12, 4))

    # Then it is refused with when it is due and from when it can be added; nothing is stored
    assert refused.value.message == (
        "Your 3-month photo is due on March 3, 2027; you can add it from February 17, 2027."
    )
    assert not ScalpPhoto.objects.exists()


@pytest.mark.parametrize(
    ("stage", "day", "accepted"),
    [
        ("start", 0, True),
        ("start", 30, True),
        ("start", 31, False),
        ("three_months", 75, False),
        ("three_months", 76, True),
        ("six_months", 165, False),
        ("six_months", 166, True),
    ],
)
def test_each_photo_can_be_added_from_14_days_before_it_is_due(stage, day, accepted):
    # Given a journey that started on December 3, 2026
    customer = CustomerFactory()
    journey(customer, started_on=date(2026, 12, 3))
    on = date(2026, 12, 3) + timedelta(days=day)

    # When the customer adds the photo on that day of their journey
    if accepted:
        photos.upload_photo(customer, stage, image_upload(), today=on)
    else:
        with pytest.raises(PhotoRefused):
            photos.upload_photo(customer, stage, image_upload(), today=on)

    # Then it is stored only inside its window
    assert ScalpPhoto.objects.filter(stage=stage).exists() is accepted


def test_an_early_photo_is_refused_through_the_api_and_the_overview_says_from_when(client, graphql):
    # Given a customer on day 1 of their journey
    customer, headers = signed_in_customer()
    journey(customer, days_ago=1)
    start = timezone.localdate() - timedelta(days=1)

    # When they upload their 6-month photo and read their overview
    response = client.post(UPLOAD, {"stage": "six_months", "photo": image_upload()}, **headers)
    shown = graphql(OVERVIEW, **headers)["data"]["consultation_overview"]["photos"]

    # Then the upload is refused and only the start photo can be added now
    assert response.status_code == 400
    assert response.json()["code"] == "PHOTO_REFUSED"
    assert response.json()["message"].startswith("Your 6-month photo is due on ")
    assert [(p["stage"], p["can_upload"], p["opens_on"]) for p in shown] == [
        ("start", True, None),
        ("three_months", False, (start + timedelta(days=76)).isoformat()),
        ("six_months", False, (start + timedelta(days=166)).isoformat()),
    ]


def test_a_body_that_is_no_multipart_form_is_refused_as_such(client):
    _, headers = signed_in_customer()

    response = client.post(
        UPLOAD, b"--x\r\n\r\n", content_type="multipart/form-data; boundary=", **headers
    )

    assert response.status_code == 400
    assert response.json() == {
        "message": "Send the photo as multipart/form-data.",
        "code": "BAD_REQUEST",
    }


def test_photos_are_uploaded_by_post_only(client):
    response = client.get(UPLOAD)

    assert response.status_code == 405
    assert response.json() == {
        "message": "Send this request as POST.",
        "code": "METHOD_NOT_ALLOWED",
    }
