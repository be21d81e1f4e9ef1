import pytest
from django.db import transaction

from commerce.core.events import Event

pytestmark = pytest.mark.django_db


def test_an_after_commit_listener_hears_the_event_once_the_transaction_commits(
    django_capture_on_commit_callbacks,
):
    # Given an event with a listener that reacts afterwards
    happened, heard = Event("happened"), []
    happened.listen(lambda **facts: heard.append(facts))

    # When it is announced in a transaction
    with django_capture_on_commit_callbacks(execute=True), transaction.atomic():
        happened.announce(order="A-1")
        # Then nobody hears it before the commit
        assert heard == []

    # and the listener hears it once after, with its facts
    assert heard == [{"order": "A-1"}]


def test_nobody_after_the_commit_hears_an_event_whose_transaction_rolled_back(
    django_capture_on_commit_callbacks,
):
    happened, heard = Event("happened"), []
    happened.listen(lambda **facts: heard.append(facts))

    with (
        django_capture_on_commit_callbacks(execute=True) as callbacks,
        pytest.raises(RuntimeError),
        transaction.atomic(),
    ):
        happened.announce(order="A-1")
        raise RuntimeError("the change failed")

    assert callbacks == []
    assert heard == []


def test_in_transaction_listeners_run_at_once_in_rank_order_whoever_connected_first():
    # Given two in-transaction listeners, the later-ranked connected first
    happened, heard = Event("happened"), []

    def tracked(**facts):
        heard.append("tracked")

    def paid_for(**facts):
        heard.append("paid for")

    happened.listen(tracked, after_commit=False, rank=20)
    happened.listen(paid_for, after_commit=False, rank=0)

    # When it is announced
    with transaction.atomic():
        happened.announce()
        # Then both have run, the lower rank first, before anything commits
        assert heard == ["paid for", "tracked"]


def test_an_in_transaction_listener_that_fails_fails_the_change():
    happened = Event("happened")

    def refuses(**facts):
        raise ValueError("cannot be written")

    happened.listen(refuses, after_commit=False)

    with pytest.raises(ValueError):
        happened.announce()


def test_a_failing_after_commit_listener_is_logged_and_the_others_still_hear(
    caplog, django_capture_on_commit_callbacks
):
    # Given a listener that fails afterwards and another one
    happened, heard = Event("happened"), []

    def fails(**facts):
        raise ValueError("mail server down")

    happened.listen(fails)
    happened.listen(lambda **facts: heard.append(facts))

    # When it is announced and its transaction commits
    with django_capture_on_commit_callbacks(execute=True):
        happened.announce(order="A-1")

    # Then the failure is logged, not raised, and the other listener heard it
    assert heard == [{"order": "A-1"}]
    assert "mail server down" in caplog.text


def test_connecting_the_same_listener_again_does_not_make_it_hear_twice():
    happened, heard = Event("happened"), []

    def listener(**facts):
        heard.append(facts)

    happened.listen(listener, after_commit=False)
    happened.listen(listener, after_commit=False)
    happened.announce()

    assert heard == [{}]
