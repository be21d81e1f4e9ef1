import pytest

from cms.content.models import ContentPage


@pytest.fixture
def partner_like_defaults(monkeypatch):
    monkeypatch.setattr(
        ContentPage, "layout_defaults", {"footer_type": "simple", "robots_noindex": True}
    )


def test_a_new_page_takes_its_types_layout_defaults(partner_like_defaults):
    page = ContentPage(title="Partner")

    assert (page.footer_type, page.robots_noindex, page.header_type) == ("simple", True, "default")


def test_an_editors_choice_wins_over_the_types_default(partner_like_defaults):
    page = ContentPage(title="Partner", footer_type="none")

    assert page.footer_type == "none"


@pytest.mark.django_db
def test_a_saved_page_keeps_its_stored_layout_when_loaded(partner_like_defaults, womens_home):
    page = womens_home.add_child(instance=ContentPage(title="Partner", footer_type="default"))

    assert ContentPage.objects.get(pk=page.pk).footer_type == "default"
