import pytest

from cms.promotions.models import CoreBrandPage

# CoreBrandPage's own layout: a simple footer and no indexing, the rest as every page type.


def test_a_new_page_takes_its_types_layout_defaults():
    page = CoreBrandPage(title="Partner")

    assert (page.footer_type, page.robots_noindex, page.header_type) == ("simple", True, "default")


def test_an_editors_choice_wins_over_the_types_default():
    page = CoreBrandPage(title="Partner", footer_type="none")

    assert page.footer_type == "none"


@pytest.mark.django_db
def test_a_saved_page_keeps_its_stored_layout_when_loaded(womens_home):
    page = womens_home.add_child(instance=CoreBrandPage(title="Partner", footer_type="default"))

    assert CoreBrandPage.objects.get(pk=page.pk).footer_type == "default"
