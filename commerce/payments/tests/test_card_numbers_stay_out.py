"""A card number goes to the gateway's tokenise endpoint and nowhere else: not to GraphQL, not to
a log record, not to a database column, not to Django's error reports."""

import json
import logging

import pytest
from django.apps import apps
from django.conf import settings
from django.db import connection, models
from django.db.models.functions import Cast
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from django.views.debug import ExceptionReporter

from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory
from commerce.payments.models import StoredCard
from commerce.payments.sandbox.models import Nonce, PaymentProfile

from .factories import billing_address

pytestmark = pytest.mark.django_db

NUMBER = "4000 0000 0000 9995"  # stores fine, so it travels the whole way
FORMS_OF_THE_NUMBER = (NUMBER, NUMBER.replace(" ", ""))
CREATE = """mutation($input: TokenBaseCardCreateInput!) {
  createTokenBaseCard(input: $input) { hash label additional { cc_last4 } } }"""
CARDS = "{ tokenBaseCards { hash label additional { cc_type cc_last4 } address { street } } }"
TEXT_FIELDS = (models.CharField, models.TextField, models.JSONField)


def card_details(number: str) -> dict:
    return {
        "client_key": settings.AUTHNET_CLIENT_KEY,
        "card_number": number,
        "exp_month": 11,
        "exp_year": timezone.localdate().year + 2,
        "card_code": "737",
    }


def everything_logged_at_debug(caplog):
    for name in ["", *logging.root.manager.loggerDict]:
        caplog.set_level(logging.DEBUG, logger=name)


def text_columns_containing(text: str) -> list[str]:
    """Every text column, in every table of every installed app, that holds `text`."""
    found = []
    for model in apps.get_models():
        if not model._meta.managed or model._meta.proxy:
            continue
        for field in model._meta.concrete_fields:
            if not isinstance(field, TEXT_FIELDS):
                continue
            rows = model._base_manager.annotate(
                as_text=Cast(field.name, output_field=models.TextField())
            ).filter(as_text__contains=text)
            if rows.exists():
                found.append(f"{model._meta.label}.{field.name}")
    return found


def test_a_card_number_never_reaches_graphql_the_logs_or_the_database(client, caplog):
    everything_logged_at_debug(caplog)
    bearer = f"Bearer {tokens.issue(CustomerFactory())}"
    exchanges = []

    def post(path, payload, **headers):
        body = json.dumps(payload)
        response = client.post(path, data=body, content_type="application/json", **headers)
        exchanges.append((path, body, response.content.decode()))
        return response.json()

    with CaptureQueriesContext(connection) as queries:
        # The browser tokenises the card at the gateway...
        nonce = post("/sandbox-gateway/tokens/", card_details(NUMBER))["nonce"]
        # ...and only the nonce travels through the shop's API.
        address = {**billing_address(), "region": {"region_code": "NY"}}
        created = post(
            "/graphql/",
            {"query": CREATE, "variables": {"input": {"nonce": nonce, "address": address}}},
            HTTP_AUTHORIZATION=bearer,
        )
        listed = post("/graphql/", {"query": CARDS}, HTTP_AUTHORIZATION=bearer)

    assert created["data"]["createTokenBaseCard"]["additional"] == {"cc_last4": "9995"}
    assert listed["data"]["tokenBaseCards"][0]["label"] == "Visa ending 9995"
    # The checks below would see them: SQL is logged, and the card's rows are scanned.
    assert any(record.name == "django.db.backends" for record in caplog.records)
    assert StoredCard.objects.exists() and PaymentProfile.objects.exists()
    assert Nonce.objects.exists()
    assert "payments.StoredCard.label" in text_columns_containing("ending 9995")

    tokenise_response = exchanges[0][2]
    graphql_bodies = [text for path, *texts in exchanges if path == "/graphql/" for text in texts]
    log_texts = [caplog.text] + [
        f"{record.getMessage()} {record.__dict__!r}" for record in caplog.records
    ]
    for number in FORMS_OF_THE_NUMBER:
        assert number not in tokenise_response
        assert not [body for body in graphql_bodies if number in body]
        assert not [text for text in log_texts if number in text]
        assert not [query for query in queries.captured_queries if number in query["sql"]]
        assert text_columns_containing(number) == []


def test_django_error_reports_show_stars_instead_of_the_number(client, caplog, monkeypatch):
    def crash(card):
        raise RuntimeError("the nonce table is unavailable")

    monkeypatch.setattr("commerce.payments.sandbox.views.nonces.issue", crash)
    client.raise_request_exception = False

    response = client.post(
        "/sandbox-gateway/tokens/",
        data=json.dumps(card_details(NUMBER)),
        content_type="application/json",
    )

    assert response.status_code == 500
    [record] = [record for record in caplog.records if record.name == "django.request"]
    # What an error email (AdminEmailHandler) would contain, as text and as HTML.
    reporter = ExceptionReporter(record.request, *record.exc_info, is_email=True)
    reports = [reporter.get_traceback_text(), reporter.get_traceback_html()]
    assert all("the nonce table is unavailable" in report for report in reports)
    assert all("tokenize" in report for report in reports)
    for number in FORMS_OF_THE_NUMBER:
        assert not [report for report in reports if number in report]
        assert number not in caplog.text
