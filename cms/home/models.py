from wagtail.fields import StreamField

from cms.base.blocks import editorial_blocks
from cms.base.pages import StorefrontPage
from cms.products.blocks import ProductCardsBlock


def home_blocks():
    """The editorial blocks, and bands of product cards with prices and a quick add."""
    return [*editorial_blocks(), ("product_cards", ProductCardsBlock())]


class HomePage(StorefrontPage):
    """The women's home at /; the root of the storefront site."""

    page_description = "The women's home at /: the storefront's front page. There is only one."

    body = StreamField(home_blocks(), blank=True)

    parent_page_types = ["wagtailcore.Page"]
    max_count = 1

    class Meta:
        verbose_name = "women's home page"


class MensHomePage(StorefrontPage):
    """The men's home at /men/; the men's section lives beneath it."""

    page_description = (
        "The men's home at /men/; the men's pages live beneath it. There is only one."
    )

    # Its title is a tagline; a trail through the men's section names it this.
    crumb_title = "Men"

    body = StreamField(home_blocks(), blank=True)

    parent_page_types = ["home.HomePage"]
    max_count = 1

    class Meta:
        verbose_name = "men's home page"
