from datetime import timedelta

import pytest
from django.utils import timezone
from wagtail.images import get_image_model
from wagtail.images.tests.utils import get_test_image_file

from cms.base.models import StorefrontSettings
from cms.content.tests.factories import ContentPageFactory
from cms.home.tests.factories import MensHomePageFactory

from .factories import (
    NavigationMenuFactory,
    RibbonFactory,
    account_link,
    card,
    dropdown,
    group,
    link,
)

pytestmark = pytest.mark.django_db

CHROME = """query($section: String) { storefront_chrome(section: $section) {
  section brand_name
  menu { kind label url mobile_only
    columns { heading links { label url sub_links { label url } } }
    cards { name url image { url width height alt } }
    see_all { label url } }
  mobile_accordions { heading links { label url } }
  footer_columns { heading links { label url } }
  account_menu { label url sub_links { label url } }
  social_links { network label url }
  ad_choices_url chat_widget_enabled analytics_write_key recaptcha_public_key
  ribbon { ribbonText ispromo ribbonLink personalized_text }
  quiz_paths
} }"""


def chrome(graphql, section=None):
    body = graphql(CHROME, {"section": section} if section else {})
    assert "errors" not in body, body
    return body["data"]["storefront_chrome"]


def test_the_shop_dropdown_has_its_columns_sub_categories_and_see_all_button(graphql, womens_home):
    shop = dropdown(
        "Shop",
        columns=[
            {
                "heading": "Supplements",
                "links": [
                    {
                        "label": "Shop by Root Cause",
                        "url": "/shop-duos/",
                        "sub_links": [{"label": "Stress", "url": "/de-stress-hair-growth-duo/"}],
                    }
                ],
            }
        ],
        see_all=("See All Products", "/products/"),
    )
    NavigationMenuFactory(items=[shop, link("Contact Us", "/contact-us/", mobile_only=True)])

    menu = chrome(graphql)["menu"]

    assert [(item["kind"], item["label"], item["mobile_only"]) for item in menu] == [
        ("dropdown", "Shop", False),
        ("link", "Contact Us", True),
    ]
    [column] = menu[0]["columns"]
    assert column["links"][0]["sub_links"] == [
        {"label": "Stress", "url": "/de-stress-hair-growth-duo/"}
    ]
    assert menu[0]["see_all"] == {"label": "See All Products", "url": "/products/"}
    assert menu[1]["see_all"] is None


def test_each_section_has_its_own_menus_and_an_unknown_section_gets_the_womens(
    graphql, womens_home
):
    NavigationMenuFactory(section="women", footer_columns=[group("Company", ("FAQ", "/faq/"))])
    NavigationMenuFactory(section="men", footer_columns=[group("Legal", ("Terms", "/men/t/"))])

    assert chrome(graphql, "men")["footer_columns"][0]["heading"] == "Legal"
    assert chrome(graphql, "kids")["section"] == "women"
    assert chrome(graphql, "kids")["footer_columns"][0]["heading"] == "Company"


def test_the_account_menu_lists_its_entries_in_order_with_their_sub_pages(graphql, womens_home):
    NavigationMenuFactory(
        account_menu=[
            account_link("My Account", "/account/"),
            account_link(
                "Profile",
                "/account/profile/",
                ("Payment", "/account/profile/payment/"),
                ("Shipping", "/account/profile/shipping/"),
            ),
            account_link("Log Out", "/logout/"),
        ]
    )

    assert chrome(graphql)["account_menu"] == [
        {"label": "My Account", "url": "/account/", "sub_links": []},
        {
            "label": "Profile",
            "url": "/account/profile/",
            "sub_links": [
                {"label": "Payment", "url": "/account/profile/payment/"},
                {"label": "Shipping", "url": "/account/profile/shipping/"},
            ],
        },
        {"label": "Log Out", "url": "/logout/", "sub_links": []},
    ]


def test_a_section_without_menus_still_gets_its_chrome(graphql, womens_home):
    result = chrome(graphql, "men")

    assert (result["menu"], result["footer_columns"], result["ribbon"]) == ([], [], None)
    assert result["account_menu"] == []
    assert result["brand_name"] == "Rootwell"


def test_social_links_and_public_keys_follow_the_storefront_settings(graphql, womens_home):
    settings = StorefrontSettings.for_site(womens_home.get_site())
    settings.linkedin_url = "https://www.linkedin.com/company/rootwell/"
    settings.instagram_url = "https://www.instagram.com/rootwell/"
    settings.chat_widget_enabled = True
    settings.recaptcha_public_key = "6Lc-site-key"
    settings.save()

    result = chrome(graphql)

    assert [(link["network"], link["label"]) for link in result["social_links"]] == [
        ("instagram", "Instagram"),
        ("linkedin", "LinkedIn"),
    ]
    assert result["chat_widget_enabled"] is True
    assert (result["recaptcha_public_key"], result["analytics_write_key"]) == ("6Lc-site-key", "")


def test_the_ribbon_shown_is_the_first_live_one_inside_its_schedule(graphql, womens_home):
    now = timezone.now()
    RibbonFactory(name="Over", ends_at=now - timedelta(minutes=1), priority=1)
    RibbonFactory(name="Later", starts_at=now + timedelta(hours=1), priority=1)
    RibbonFactory(name="Off", live=False, priority=1)
    RibbonFactory(name="Men", section="men", priority=1)
    RibbonFactory(name="Everyday", ribbon_text="<p>Free shipping</p>", priority=20)
    RibbonFactory(
        name="Black Friday",
        ribbon_text="<p><b>25% off</b> today</p>",
        ispromo=True,
        personalized_text="{name}, your offer is waiting",
        starts_at=now - timedelta(hours=1),
        ends_at=now + timedelta(hours=1),
        priority=5,
    )

    assert chrome(graphql)["ribbon"] == {
        "ribbonText": "<p><b>25% off</b> today</p>",
        "ispromo": True,
        "ribbonLink": "/products/",
        "personalized_text": "{name}, your offer is waiting",
    }


def test_the_chrome_takes_a_fixed_number_of_queries_however_many_card_images_and_account_links(
    graphql, womens_home, django_assert_num_queries
):
    Image = get_image_model()

    def menu_with_cards(count):
        images = [
            Image.objects.create(title=f"Card {n}", file=get_test_image_file(), description="")
            for n in range(count)
        ]
        cards = [card(f"Card {n}", f"/c{n}/", image) for n, image in enumerate(images)]
        return [dropdown("Science", cards=cards)]

    def account_menu(count):
        return [
            account_link(f"Entry {n}", f"/account/{n}/", ("Sub", f"/account/{n}/sub/"))
            for n in range(count)
        ]

    menu = NavigationMenuFactory(items=menu_with_cards(1), account_menu=account_menu(1))
    chrome(graphql)  # renditions are made on the first request and reused afterwards
    with django_assert_num_queries(8):
        chrome(graphql)
    menu.items = menu_with_cards(4)
    menu.account_menu = account_menu(7)
    menu.save()
    chrome(graphql)

    with django_assert_num_queries(8):
        result = chrome(graphql)
    cards = result["menu"][0]["cards"]

    assert len(cards) == 4
    assert len(result["account_menu"]) == 7
    assert all(c["image"]["url"].startswith("/media/") for c in cards)
    assert {(c["image"]["width"], c["image"]["height"]) for c in cards} == {(160, 160)}


def test_no_quiz_is_offered_while_no_live_page_answers_at_a_quiz_path(graphql, womens_home):
    # Given pages elsewhere, one of them a draft at the quiz's own path
    men = MensHomePageFactory(parent=womens_home)
    ContentPageFactory(parent=womens_home, title="Science", slug="science")
    ContentPageFactory(parent=men, title="Results", slug="results")
    draft = ContentPageFactory(parent=womens_home, title="Hair Quiz", slug="quiz")
    draft.unpublish()

    # When the storefront loads either section's chrome
    women, men_chrome = chrome(graphql, "women"), chrome(graphql, "men")

    # Then neither line offers a quiz
    assert women["quiz_paths"] == []
    assert men_chrome["quiz_paths"] == []


def test_a_live_page_at_a_quiz_path_offers_that_lines_quiz(graphql, womens_home):
    # Given the men's quiz published at /men/quiz/, and a page called quiz elsewhere
    men = MensHomePageFactory(parent=womens_home)
    ContentPageFactory(parent=men, title="Men's Hair Quiz", slug="quiz")
    science = ContentPageFactory(parent=womens_home, title="Science", slug="science")
    ContentPageFactory(parent=science, title="Science quiz", slug="quiz")

    # When each section's chrome is loaded
    # Then both say that only the men's quiz can be taken
    assert chrome(graphql, "women")["quiz_paths"] == ["/men/quiz/"]
    assert chrome(graphql, "men")["quiz_paths"] == ["/men/quiz/"]

    # Given the women's quiz is published too
    ContentPageFactory(parent=womens_home, title="Hair Quiz", slug="quiz")

    # Then both quizzes are offered, the women's first
    assert chrome(graphql, "women")["quiz_paths"] == ["/quiz/", "/men/quiz/"]


def test_publishing_or_unpublishing_a_quiz_page_refreshes_every_storefront_page(
    storefront, womens_home, django_capture_on_commit_callbacks
):
    # Given the women's quiz page
    # When it is published, then unpublished
    with django_capture_on_commit_callbacks(execute=True):
        quiz = ContentPageFactory(parent=womens_home, title="Hair Quiz", slug="quiz")
    with django_capture_on_commit_callbacks(execute=True):
        quiz.unpublish()

    # Then each change refreshes the cache tag every page's chrome is fetched with
    assert len(storefront) == 2
    assert all(b'"tags": ["cms"]' in request["body"] for request in storefront)


def test_editing_a_menu_or_a_ribbon_refreshes_every_storefront_page(
    storefront, womens_home, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        NavigationMenuFactory()
    with django_capture_on_commit_callbacks(execute=True):
        RibbonFactory().delete()

    assert len(storefront) == 3
    assert all(b'"tags": ["cms"]' in request["body"] for request in storefront)
