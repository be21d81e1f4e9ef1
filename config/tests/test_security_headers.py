import json

import pytest

from cms.content.tests.factories import ContentPageFactory

from .test_health import run_python

pytestmark = pytest.mark.django_db

API_POLICY = "default-src 'none'; frame-ancestors 'none'"


def assert_common_headers(response):
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] == "strict-origin-when-cross-origin"
    for feature in ("camera", "microphone", "geolocation", "payment"):
        assert f"{feature}=()" in response["Permissions-Policy"]


@pytest.mark.parametrize(
    "request_api",
    [
        lambda client: client.get("/healthz"),
        lambda client: client.post(
            "/graphql/",
            data=json.dumps({"query": "{ __typename }"}),
            content_type="application/json",
        ),
        lambda client: client.get("/rest/V1/rootwell-carts/"),
    ],
    ids=["healthz", "graphql", "rest"],
)
def test_api_answers_may_not_run_anything_or_be_framed(client, request_api):
    response = request_api(client)

    assert response.status_code == 200
    assert_common_headers(response)
    assert response["Content-Security-Policy"] == API_POLICY
    assert response["X-Frame-Options"] == "DENY"


def test_the_cms_sign_in_page_cannot_be_framed(client):
    response = client.get("/cms/login/")

    assert response.status_code == 200
    assert_common_headers(response)
    assert response["X-Frame-Options"] == "DENY"
    policy = response["Content-Security-Policy"]
    assert "frame-ancestors 'none'" in policy
    assert "object-src 'none'" in policy
    assert "base-uri 'self'" in policy


def test_the_cms_preview_panel_may_frame_only_the_cms_itself(admin_client, womens_home):
    page = ContentPageFactory(parent=womens_home, slug="science")

    response = admin_client.get(f"/cms/pages/{page.pk}/edit/preview/")

    assert response["X-Frame-Options"] == "SAMEORIGIN"
    assert "frame-ancestors 'self'" in response["Content-Security-Policy"]


def test_no_hsts_outside_production(client):
    assert "Strict-Transport-Security" not in client.get("/healthz", secure=True)


def test_production_pins_https_for_a_year():
    result = run_python(
        "import django; django.setup(); from django.test import Client;"
        "response = Client().get('/healthz', headers={'X-Forwarded-Proto': 'https'});"
        "print(response['Strict-Transport-Security'])",
        DJANGO_SETTINGS_MODULE="config.settings.production",
        SECRET_KEY="a-real-secret-for-this-test-long-enough-to-pass",
        REVALIDATE_SECRET="another-real-secret",
        DEBUG="0",
    )

    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "max-age=31536000"
