"""What a page tells search engines and social networks: description, share image, breadcrumbs."""

import io

import pytest
from django.core.files.base import ContentFile
from PIL import Image as PilImage
from wagtail.models import Site

from cms.base.models import StorefrontSettings
from cms.base.tests.factories import ImageFactory
from cms.content.tests.factories import ContentPageFactory
from cms.help.tests.factories import FaqArticlePageFactory
from cms.home.tests.factories import MensHomePageFactory
from cms.products.tests.factories import ProductPageFactory
from commerce.plans.tests.factories import ProductFactory, ProductImageFactory

pytestmark = pytest.mark.django_db

SEO = """
query ($path: String!) {
  page(url_path: $path, in_site: true) {
    ... on StorefrontSeo {
      meta_description
      og_image { url width height }
      breadcrumbs { title storefront_path }
    }
  }
}
"""


def seo_of(graphql, path: str) -> dict:
    result = graphql(SEO, {"path": path})
    assert "errors" not in result, result
    return result["data"]["page"]


def site_settings() -> StorefrontSettings:
    return StorefrontSettings.for_site(Site.objects.get(is_default_site=True))


def jpeg(width: int, height: int) -> ContentFile:
    buffer = io.BytesIO()
    PilImage.new("RGB", (width, height), "teal").save(buffer, "JPEG")
    return ContentFile(buffer.getvalue(), name="pack-shot.jpg")


# Meta description


def test_an_editors_search_description_is_the_meta_description(graphql, womens_home):
    ContentPageFactory(
        parent=womens_home, slug="science", search_description="Our science.", intro="Intro."
    )

    assert seo_of(graphql, "/science/")["meta_description"] == "Our science."


def test_without_a_search_description_the_intro_stands_in(graphql, womens_home):
    ContentPageFactory(parent=womens_home, slug="science", intro="What we know  about\nhair.")

    assert seo_of(graphql, "/science/")["meta_description"] == "What we know about hair."


def test_a_product_pages_intro_stands_in(graphql, womens_home):
    ProductPageFactory(parent=womens_home, slug="core", intro="Clinically tested growth.")

    assert seo_of(graphql, "/core/")["meta_description"] == "Clinically tested growth."


def test_an_faq_articles_short_answer_stands_in(graphql, womens_home):
    article = FaqArticlePageFactory(short_description="Within three to six months.")

    path = article.url_path.removeprefix(womens_home.url_path.rstrip("/"))
    assert seo_of(graphql, path)["meta_description"] == "Within three to six months."


def test_with_neither_the_sites_default_is_used(graphql, womens_home):
    settings = site_settings()
    settings.meta_description = "Rootwell: hair growth, rooted in science."
    settings.save()
    ContentPageFactory(parent=womens_home, slug="science", intro="")

    assert (
        seo_of(graphql, "/science/")["meta_description"]
        == "Rootwell: hair growth, rooted in science."
    )


def test_a_long_intro_is_cut_at_a_word_to_160_characters(graphql, womens_home):
    ContentPageFactory(parent=womens_home, slug="science", intro="Growth " * 40)

    description = seo_of(graphql, "/science/")["meta_description"]

    assert len(description) <= 160
    assert description.endswith("Growth…")


# Share image


def test_a_pages_own_share_image_is_cropped_to_1200_by_630(graphql, womens_home):
    image = ImageFactory(file__width=1600, file__height=1200)
    ContentPageFactory(parent=womens_home, slug="science", share_image=image)

    og_image = seo_of(graphql, "/science/")["og_image"]

    assert (og_image["width"], og_image["height"]) == (1200, 630)
    assert og_image["url"].startswith("/media/images/")
    assert ".fill-1200x630" in og_image["url"]


def test_a_product_page_without_one_shows_its_product_at_1200_by_630(graphql, womens_home):
    product = ProductFactory()
    ProductImageFactory(product=product, original=jpeg(800, 800))
    ProductPageFactory(parent=womens_home, slug="core", product=product)

    og_image = seo_of(graphql, "/core/")["og_image"]

    assert (og_image["width"], og_image["height"]) == (1200, 630)
    assert og_image["url"].startswith("/media/cache/")
    with PilImage.open(
        ProductImageFactory._meta.model.original.field.storage.path(
            og_image["url"].removeprefix("/media/")
        )
    ) as thumbnail:
        assert thumbnail.size == (1200, 630)


def test_a_product_pages_own_share_image_wins_over_the_product_image(graphql, womens_home):
    product = ProductFactory()
    ProductImageFactory(product=product, original=jpeg(800, 800))
    ProductPageFactory(
        parent=womens_home,
        slug="core",
        product=product,
        share_image=ImageFactory(file__width=1600, file__height=1200),
    )

    assert seo_of(graphql, "/core/")["og_image"]["url"].startswith("/media/images/")


def test_other_pages_fall_back_to_the_sites_default(graphql, womens_home):
    settings = site_settings()
    settings.share_image = ImageFactory(file__width=2400, file__height=1260)
    settings.save()
    ContentPageFactory(parent=womens_home, slug="science")

    og_image = seo_of(graphql, "/science/")["og_image"]

    assert (og_image["width"], og_image["height"]) == (1200, 630)


def test_with_no_image_anywhere_there_is_none(graphql, womens_home):
    ContentPageFactory(parent=womens_home, slug="science")

    assert seo_of(graphql, "/science/")["og_image"] is None


def test_a_share_image_whose_file_is_missing_gives_way_to_the_next_and_is_logged(
    graphql, womens_home, caplog
):
    # Given a page whose share image's file was removed from storage, and a site default
    missing = ImageFactory(file__width=1600, file__height=1200)
    missing.file.storage.delete(missing.file.name)
    settings = site_settings()
    settings.share_image = ImageFactory(file__width=2400, file__height=1260)
    settings.save()
    ContentPageFactory(parent=womens_home, slug="science", share_image=missing)

    # When the page is read, then it renders with the site's default and a warning is logged
    og_image = seo_of(graphql, "/science/")["og_image"]

    assert (og_image["width"], og_image["height"]) == (1200, 630)
    assert f"Share image {missing.pk} has no readable file" in caplog.text


def test_a_product_image_whose_file_is_missing_gives_no_share_image(graphql, womens_home, caplog):
    # Given a product page whose product's image points at a file that is not there
    product = ProductFactory()
    ProductImageFactory(product=product, original="images/products/gone.jpg")
    ProductPageFactory(parent=womens_home, slug="core", product=product)

    # When the page is read, then it renders without a share image and a warning is logged
    assert seo_of(graphql, "/core/")["og_image"] is None
    assert "images/products/gone.jpg has no readable file" in caplog.text


# Breadcrumbs


def test_breadcrumbs_run_from_the_home_page_to_the_page(graphql, womens_home):
    science = ContentPageFactory(parent=womens_home, title="Science", slug="science")
    ContentPageFactory(parent=science, title="Studies", slug="studies")

    assert seo_of(graphql, "/science/studies/")["breadcrumbs"] == [
        {"title": "Home", "storefront_path": "/"},
        {"title": "Science", "storefront_path": "/science/"},
        {"title": "Studies", "storefront_path": "/science/studies/"},
    ]


def test_the_mens_home_is_named_men_in_breadcrumbs_not_by_its_tagline(graphql, womens_home):
    # given the men's home, titled with its tagline, and a page beneath it
    men = MensHomePageFactory(parent=womens_home, title="Rootwell Men: hair growth for men")
    ContentPageFactory(parent=men, title="Science", slug="science")

    # when the page's and the men's home's trails are read, then the men's home is "Men"
    assert seo_of(graphql, "/men/science/")["breadcrumbs"] == [
        {"title": "Home", "storefront_path": "/"},
        {"title": "Men", "storefront_path": "/men/"},
        {"title": "Science", "storefront_path": "/men/science/"},
    ]
    assert seo_of(graphql, "/men/")["breadcrumbs"][-1] == {
        "title": "Men",
        "storefront_path": "/men/",
    }


def test_breadcrumbs_cost_the_same_queries_however_deep_the_page(
    graphql, womens_home, django_assert_num_queries
):
    parent = womens_home
    for depth in range(5):
        parent = ContentPageFactory(parent=parent, title=f"Level {depth}", slug=f"l{depth}")
    query = BREADCRUMBS

    with django_assert_num_queries(QUERIES_FOR_A_PAGE_WITH_BREADCRUMBS):
        deep = graphql(query, {"path": "/l0/l1/l2/l3/l4/"})["data"]["page"]["breadcrumbs"]
    with django_assert_num_queries(QUERIES_FOR_A_PAGE_WITH_BREADCRUMBS):
        shallow = graphql(query, {"path": "/l0/"})["data"]["page"]["breadcrumbs"]

    assert len(deep) == 6
    assert len(shallow) == 2


BREADCRUMBS = """
query ($path: String!) {
  page(url_path: $path, in_site: true) { ... on StorefrontSeo { breadcrumbs { title } } }
}
"""
# What looking the page up costs, then one query for all its ancestors, whatever their number.
QUERIES_FOR_A_PAGE_WITH_BREADCRUMBS = 7
