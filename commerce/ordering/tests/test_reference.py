"""Reference rows kept for a batch of orders: read once inside `kept()`, never kept from a
transaction that was rolled back, always read outside a batch."""

import pytest
from django.db import transaction
from oscar.core.loading import get_model

from commerce.ordering import reference

pytestmark = pytest.mark.django_db

Partner = get_model("partner", "Partner")


def partners(ids):
    return reference.rows("partner", ids, Partner.objects.in_bulk)


def test_a_batch_reads_a_row_once(django_assert_num_queries, django_capture_on_commit_callbacks):
    shop = Partner.objects.create(name="Rootwell")
    with reference.kept():
        with django_assert_num_queries(1), django_capture_on_commit_callbacks(execute=True):
            assert partners([shop.pk]) == {shop.pk: shop}
        with django_assert_num_queries(0):
            assert partners([shop.pk])[shop.pk].name == "Rootwell"


def test_outside_a_batch_every_lookup_reads(django_assert_num_queries):
    shop = Partner.objects.create(name="Rootwell")
    with django_assert_num_queries(2):
        partners([shop.pk])
        partners([shop.pk])


def test_a_row_created_in_a_transaction_rolled_back_is_not_kept(
    django_capture_on_commit_callbacks,
):
    def new_partner(name):
        return lambda: Partner.objects.create(name=name)

    with reference.kept():
        with django_capture_on_commit_callbacks(execute=True):
            with pytest.raises(RuntimeError), transaction.atomic():
                gone = reference.row("partner", "new", new_partner("Gone"))
                raise RuntimeError("the order could not be written")
            with transaction.atomic():
                kept = reference.row("partner", "new", new_partner("Kept"))

        assert (gone.name, kept.name) == ("Gone", "Kept")  # not the row rolled back
        assert reference.row("partner", "new", new_partner("Another")).name == "Kept"
