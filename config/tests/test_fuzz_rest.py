"""Schemathesis fuzzes the REST compatibility endpoints from their OpenAPI document
(config/openapi/rest-v1.yaml), anonymously and as a signed-in customer, with requests that
follow the document and requests that break it.

Run alone with `pytest -m fuzz`; see config/tests/fuzzing.py for what counts as a failure."""

from pathlib import Path

import pytest
import schemathesis
from django.conf import settings as django_settings
from django.test import Client
from django.urls import resolve
from schemathesis.generation import GenerationMode
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from cms.home.tests.factories import make_womens_home
from commerce.basket.tests.factories import core_catalogue
from commerce.consultations.tests.factories import stored_photo
from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory
from config.tests.fuzzing import Run, unlimited_rates

DOCUMENT = Path(__file__).resolve().parent.parent / "openapi" / "rest-v1.yaml"
EXAMPLES = 25
# Each answer's status, content type and body are the document's, so the document stays true.
AS_DOCUMENTED = (status_code_conformance, content_type_conformance, response_schema_conformance)
MINIMUM_OPERATIONS = 250


def rest_api():
    return schemathesis.openapi.from_path(DOCUMENT)


def test_the_document_names_every_rest_endpoint_the_shop_serves():
    # Given the REST document
    paths = {operation.ok().path for operation in rest_api().get_all_operations()}

    # When its paths are resolved by the shop's URLs
    views = {resolve(path.replace("{photo_id}", "7")).url_name for path in paths}

    # Then they are exactly the /rest/V1/ endpoints, with the brand word of the settings
    assert views == {
        "rest-session-login",
        "rest-session-logout",
        "rest-cart",
        "rest-add-to-cart",
        "scalp-photo-upload",
        "scalp-photo",
    }
    assert all(f"/{django_settings.BRAND_SLUG}-" in path for path in paths if "repack" not in path)


@pytest.mark.fuzz
@pytest.mark.django_db
def test_fuzzed_rest_requests_never_fail_on_the_server(settings):
    # Given a catalogue and a customer with a stored start photo, rate limits far above a run's
    settings.RATE_LIMITS = unlimited_rates(settings.RATE_LIMITS)
    make_womens_home()
    core_catalogue()
    customer = CustomerFactory(email="casey@example.com")
    stored_photo(customer, "start")
    run = Run()

    def signed_in():
        client = Client()
        client.force_login(customer)
        session = client.cookies[settings.SESSION_COOKIE_NAME].value
        return {
            "Authorization": f"Bearer {tokens.issue(customer)}",
            "Cookie": f"{settings.SESSION_COOKIE_NAME}={session}",
        }

    # When each endpoint gets requests that follow its document and requests that do not,
    # anonymously and signed in (a session and a fresh token each time: session-logout ends both)
    modes = (GenerationMode.POSITIVE, GenerationMode.NEGATIVE)
    operations = [result.ok() for result in rest_api().get_all_operations()]
    for operation in operations:
        run.fuzz(operation, EXAMPLES, modes=modes, checks=AS_DOCUMENTED)
        run.fuzz(operation, EXAMPLES, headers=signed_in, modes=modes, checks=AS_DOCUMENTED)

    # Then every one was answered without a fault and as documented, and there were enough
    print(f"\n{run.sent} REST requests sent")
    assert run.failures == [], "\n\n".join(run.failures)
    assert len(operations) == 6
    assert run.sent >= MINIMUM_OPERATIONS
