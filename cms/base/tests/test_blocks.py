import pytest
from django.core.exceptions import ValidationError
from oscar.core.loading import get_model

from cms.base.blocks import ComparisonTableBlock, ProductTeaserBlock
from cms.base.tests.factories import ImageFactory
from cms.help.tests.factories import FaqArticlePageFactory, FaqIndexPageFactory
from commerce.plans.tests.factories import core_product_with_four_plans
from commerce.product_reviews.tests.factories import ReviewFactory

ProductReview = get_model("reviews", "ProductReview")
StockRecord = get_model("partner", "StockRecord")

pytestmark = pytest.mark.django_db

HOME_BODY = """
query { page(url_path: "/", in_site: true) { ... on HomePage { body {
  __typename
  ... on HeroBlock { heading image { rendition(width: 800, format: "webp") { url width height } }
                     image_alt }
  ... on ImageWithTextBlock { image { src_set(sizes: [320, 640], format: "webp") } image_alt
                              image_position heading body button_label button_link }
  ... on CardsBlock { heading cards { title text link image_alt image { width } } }
  ... on ComparisonTableBlock { heading column_headings rows { feature cells } }
  ... on TestimonialsBlock { heading items { quote customer_name age months_of_use image_alt } }
  ... on FaqListBlock { heading items { question answer } }
  ... on CtaBlock { heading text button_label button_link }
  ... on ProductTeaserBlock { heading text link plans { option_title price { value currency } } }
} } } }
"""

FORMULAS = ["Women", "Women's Vegan", "Women's Balance", "Postpartum"]


@pytest.fixture(autouse=True)
def media_root(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path


def publish_body(home, *blocks):
    """Publish the home with these (block type, stored value) pairs, as the CMS stores them."""
    home.body = [{"type": block_type, "value": value} for block_type, value in blocks]
    home.save_revision().publish()


def home_body(graphql) -> list[dict]:
    response = graphql(HOME_BODY)
    assert "errors" not in response, response["errors"]
    return response["data"]["page"]["body"]


def test_editorial_blocks_reach_the_storefront_with_every_field(graphql, womens_home):
    photo = ImageFactory(title="Serum")
    help_centre = FaqIndexPageFactory(parent=womens_home)
    answered = FaqArticlePageFactory(
        parent=help_centre,
        title="When will I see results?",
        slug="results",
        short_description="Within 3 months.",
    )
    draft = FaqArticlePageFactory(parent=help_centre, title="Not yet written")
    draft.unpublish()
    publish_body(
        womens_home,
        (
            "image_with_text",
            {
                "image": photo.id,
                "image_alt": "A dropper of scalp serum",
                "image_position": "right",
                "heading": "Feed the scalp",
                "body": "<p>Daily drops.</p>",
                "button_label": "Shop serum",
                "button_link": "/serum/",
            },
        ),
        (
            "cards",
            {
                "heading": "Root causes",
                "cards": [
                    {
                        "title": "Stress",
                        "text": "Cortisol.",
                        "link": "/science/",
                        "image": photo.id,
                    },
                    {"title": "Hormones", "text": "", "link": ""},
                ],
            },
        ),
        (
            "comparison_table",
            {
                "heading": "Find your formula",
                "column_headings": FORMULAS,
                "rows": [{"feature": "Vegan", "cells": ["No", "Yes", "No", "No"]}],
            },
        ),
        (
            "testimonials",
            {
                "heading": "Results",
                "items": [
                    {"quote": "Fuller.", "customer_name": "Maria", "age": 42, "months_of_use": 6},
                    {"quote": "Less shedding.", "customer_name": "Jen"},
                ],
            },
        ),
        (
            "faq",
            {
                "heading": "FAQ",
                "articles": [answered.id, draft.id],
            },
        ),
        (
            "cta",
            {
                "heading": "Start today",
                "text": "Take the quiz.",
                "button_label": "Take the Hair Quiz",
                "button_link": "/quiz/",
            },
        ),
    )

    image_with_text, cards, table, testimonials, faq, cta = home_body(graphql)

    assert image_with_text["__typename"] == "ImageWithTextBlock"
    assert image_with_text["image_alt"] == "A dropper of scalp serum"
    assert image_with_text["image_position"] == "right"
    assert image_with_text["body"] == "<p>Daily drops.</p>"
    assert (image_with_text["button_label"], image_with_text["button_link"]) == (
        "Shop serum",
        "/serum/",
    )
    assert [(card["title"], card["link"]) for card in cards["cards"]] == [
        ("Stress", "/science/"),
        ("Hormones", ""),
    ]
    assert [card["image"] for card in cards["cards"]] == [{"width": 800}, None]
    assert table == {
        "__typename": "ComparisonTableBlock",
        "heading": "Find your formula",
        "column_headings": FORMULAS,
        "rows": [{"feature": "Vegan", "cells": ["No", "Yes", "No", "No"]}],
    }
    assert testimonials["items"] == [
        {
            "quote": "Fuller.",
            "customer_name": "Maria",
            "age": 42,
            "months_of_use": 6,
            "image_alt": "",
        },
        {
            "quote": "Less shedding.",
            "customer_name": "Jen",
            "age": None,
            "months_of_use": None,
            "image_alt": "",
        },
    ]
    # The FAQ list shows its articles' questions and short answers; a draft is left out.
    assert faq["items"] == [
        {
            "question": "When will I see results?",
            "answer": '<p>Within 3 months. <a href="/faq/results/">Read the full answer</a></p>',
        }
    ]
    assert cta == {
        "__typename": "CtaBlock",
        "heading": "Start today",
        "text": "Take the quiz.",
        "button_label": "Take the Hair Quiz",
        "button_link": "/quiz/",
    }


def test_block_images_come_as_sized_renditions_under_media(graphql, womens_home):
    photo = ImageFactory(title="Roots")
    publish_body(
        womens_home,
        ("hero", {"heading": "Thicker hair", "image": photo.id, "image_alt": "Roots in soil"}),
        (
            "image_with_text",
            {"image": photo.id, "heading": "Serum", "body": "<p>Drops.</p>"},
        ),
    )

    hero, image_with_text = home_body(graphql)

    rendition = hero["image"]["rendition"]
    assert (rendition["width"], rendition["height"]) == (800, 600)
    assert "/media/images/" in rendition["url"]
    assert rendition["url"].endswith(".webp")
    assert hero["image_alt"] == "Roots in soil"
    sources = [entry.split() for entry in image_with_text["image"]["src_set"].split(", ")]
    assert [width for _, width in sources] == ["320w", "640w"]
    assert all("/media/images/" in url for url, _ in sources)


def test_image_sizes_other_than_the_storefronts_are_refused(graphql, womens_home):
    publish_body(womens_home, ("hero", {"heading": "Hair", "image": ImageFactory().id}))

    response = graphql(
        '{ page(url_path: "/", in_site: true) { ... on HomePage { body {'
        " ... on HeroBlock { image { rendition(width: 4321) { url } } } } } } }"
    )

    [error] = response["errors"]
    assert "Invalid filter specs" in error["message"]
    assert error["extensions"]["code"] == "BAD_USER_INPUT"


def test_a_hero_without_an_image_has_none(graphql, womens_home):
    publish_body(womens_home, ("hero", {"heading": "Thicker hair"}))

    assert home_body(graphql) == [
        {"__typename": "HeroBlock", "heading": "Thicker hair", "image": None, "image_alt": ""}
    ]


def test_a_product_teaser_shows_the_live_plans_and_prices_of_the_catalogue(graphql, womens_home):
    product = core_product_with_four_plans()
    publish_body(
        womens_home,
        ("product_teaser", {"product": product.id, "link": "/rootwell-core-for-women/"}),
    )
    one_time = StockRecord.objects.get(product__upc="RW-CORE-W-N01")

    [teaser] = home_body(graphql)
    one_time.price = "92.00"
    one_time.save()
    [teaser_after_price_change] = home_body(graphql)

    assert teaser["heading"] == "Rootwell Core for Women"
    assert teaser["link"] == "/rootwell-core-for-women/"
    assert [(plan["option_title"], plan["price"]["value"]) for plan in teaser["plans"]] == [
        ("One-Time Purchase", "88.00"),
        ("Monthly Subscription", "79.00"),
        ("3-Month Subscription", "224.00"),
        ("6-Month Subscription", "422.00"),
    ]
    assert teaser_after_price_change["plans"][0]["price"] == {"value": "92.00", "currency": "USD"}


def test_a_teaser_for_a_product_taken_off_sale_has_no_plans(graphql, womens_home):
    product = core_product_with_four_plans()
    publish_body(womens_home, ("product_teaser", {"product": product.id, "heading": "Core"}))
    product.is_public = False
    product.save()

    assert home_body(graphql) == [
        {
            "__typename": "ProductTeaserBlock",
            "heading": "Core",
            "text": "",
            "link": "",
            "plans": [],
        }
    ]


TEASER_PLANS = """
query { page(url_path: "/", in_site: true) { ... on HomePage { body {
  ... on ProductTeaserBlock { heading average_rating review_count plans { sku price { value } } }
} } } }
"""


def test_the_plans_and_stars_of_all_teasers_on_a_page_are_read_in_a_fixed_number_of_queries(
    graphql, womens_home, django_assert_num_queries
):
    products = [
        core_product_with_four_plans(title=f"Formula {n}", upc=f"RW-F{n}") for n in range(3)
    ]
    for score in (5, 4, 4):
        ReviewFactory(product=products[0], score=score)
    ReviewFactory(product=products[1], score=3)
    ReviewFactory(product=products[1], score=1, status=ProductReview.FOR_MODERATION)
    publish_body(womens_home, ("product_teaser", {"product": products[0].id}))
    with django_assert_num_queries(9):
        graphql(TEASER_PLANS)

    publish_body(
        womens_home, *[("product_teaser", {"product": product.id}) for product in products]
    )
    with django_assert_num_queries(9):
        teasers = graphql(TEASER_PLANS)["data"]["page"]["body"]

    assert [len(teaser["plans"]) for teaser in teasers] == [4, 4, 4]
    assert [(teaser["average_rating"], teaser["review_count"]) for teaser in teasers] == [
        (4.3, 3),
        (3.0, 1),
        (None, 0),
    ]


def test_a_comparison_row_must_have_one_cell_per_column():
    table = ComparisonTableBlock()
    value = table.to_python(
        {
            "heading": "Formulas",
            "column_headings": FORMULAS,
            "rows": [{"feature": "Vegan", "cells": ["No", "Yes"]}],
        }
    )

    with pytest.raises(ValidationError) as error:
        table.clean(value)

    assert error.value.as_json_data() == {
        "messages": ["Row 1 (Vegan) has 2 cells; the table has 4 columns."]
    }


def test_editors_can_open_a_page_holding_every_block_in_the_cms(admin_client, womens_home):
    product = core_product_with_four_plans()
    publish_body(
        womens_home,
        ("hero", {"heading": "Thicker hair", "image": ImageFactory().id}),
        ("product_teaser", {"product": product.id}),
        ("comparison_table", {"heading": "Formulas", "column_headings": FORMULAS, "rows": []}),
    )

    response = admin_client.get(f"/cms/pages/{womens_home.id}/edit/")

    assert response.status_code == 200
    assert b"Rootwell Core for Women" in response.content


def test_the_product_chooser_offers_parent_products_and_keeps_the_choice():
    product = core_product_with_four_plans()
    chooser = ProductTeaserBlock().child_blocks["product"]

    offered = [choice for choice, _ in chooser.field.choices if choice]

    assert [str(choice) for choice in offered] == [str(product.pk)]
    assert chooser.get_form_state(product) == [str(product.pk)]
    assert chooser.clean(product) == product
