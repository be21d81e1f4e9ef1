import json
import re

import pytest

from cms.content.tests.factories import ContentPageFactory
from commerce.loyalty.tests.factories import StaffFactory

from .processes import SAFE_PRODUCTION, run_python

pytestmark = pytest.mark.django_db

API_POLICY = "default-src 'none'; frame-ancestors 'none'"
# The CMS and the dashboard: scripts from this site only (inline ones too, see config.middleware).
SCRIPTS_FROM_THIS_SITE = "script-src 'self' 'unsafe-inline';"


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
    assert SCRIPTS_FROM_THIS_SITE in policy


def test_the_cms_runs_scripts_from_this_site_only(admin_client, womens_home):
    for path in ("/cms/", f"/cms/pages/{womens_home.pk}/edit/"):
        response = admin_client.get(path)

        assert response.status_code == 200
        assert SCRIPTS_FROM_THIS_SITE in response["Content-Security-Policy"]


def test_the_dashboard_runs_scripts_from_this_site_only_its_jquery_included(client):
    client.force_login(StaffFactory(is_superuser=True))

    for path in ("/dashboard/", "/dashboard/offers/new/metadata/"):
        response = client.get(path)

        assert response.status_code == 200
        assert SCRIPTS_FROM_THIS_SITE in response["Content-Security-Policy"]
        html = response.content.decode()
        # Every script the page loads is this site's (Oscar's own layout loads jQuery from
        # Google's CDN, which the policy would refuse).
        sources = re.findall(r'<script[^>]* src="([^"]+)"', html)
        assert "/static/oscar/js/jquery/jquery.min.js" in sources
        assert [source for source in sources if not source.startswith("/static/")] == []


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
        **SAFE_PRODUCTION,
    )

    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "max-age=31536000"
