from django.db import models
from django.db.models import Exists, OuterRef, Q
from grapple.models import GraphQLField, GraphQLInt, GraphQLString
from modelcluster.fields import ParentalKey
from wagtail.admin.panels import FieldPanel, InlinePanel
from wagtail.fields import StreamField
from wagtail.models import Orderable
from wagtail.search import index

from cms.base.listing import LISTING_LIMIT, bound_list
from cms.base.pages import StorefrontPage
from cms.base.paths import storefront_path
from commerce.plans.services import plans_for_product
from commerce.product_reviews import services as reviews

from . import related
from .add_to_cart import add_to_cart_data
from .blocks import product_blocks
from .cards import CardSection, ProductCard, with_ratings
from .listing import ProductSection, RootCause, listing_sections, with_cards
from .share_image import product_share_image

# How many products "You might also be interested in" shows, picked or recommended.
ALSO_INTERESTING = 4
REVIEWS_FIRST_PAGE_SIZE = 5


class ProductPage(StorefrontPage):
    """A product's page; its plans and prices come live from the catalogue."""

    page_description = "A product's page; its plans and prices come from the shop's catalogue."

    product = models.ForeignKey(
        "catalogue.Product",
        on_delete=models.PROTECT,
        related_name="+",
        limit_choices_to={"structure": "parent"},
        help_text="The catalogue product whose plans this page sells.",
    )
    intro = models.TextField(blank=True)
    audience = models.CharField(
        max_length=80,
        blank=True,
        help_text="Who it is for, shown on the products listing, e.g. Women 18-44.",
    )
    root_cause = models.CharField(
        max_length=20,
        blank=True,
        choices=RootCause.choices,
        help_text="The root cause it targets; the products listing filters by it. Leave empty "
        "for formulas that address them all.",
    )
    preselected_interval = models.PositiveSmallIntegerField(
        null=True,
        blank=True,
        choices=[(0, "One-Time Purchase"), (1, "Monthly"), (3, "3-Month"), (6, "6-Month")],
        help_text="The plan chosen when the page opens (e.g. a 3-month plan page); empty for "
        "the usual choice. The product's main page is the one without.",
    )
    body = StreamField(product_blocks(), blank=True)

    parent_page_types = [
        "home.HomePage",
        "home.MensHomePage",
        "content.ContentPage",
        "products.ProductListingPage",
    ]

    content_panels = [
        *StorefrontPage.content_panels[:1],
        FieldPanel("product"),
        FieldPanel("intro"),
        FieldPanel("audience"),
        FieldPanel("root_cause"),
        FieldPanel("preselected_interval"),
        *StorefrontPage.content_panels[1:],
        InlinePanel(
            "also_interesting_picks",
            heading="You might also be interested in",
            label="Product page",
            max_num=ALSO_INTERESTING,
            help_text="Products shown under this one, in this order. Leave empty to show what "
            "shoppers buy with it.",
        ),
    ]
    search_fields = [*StorefrontPage.search_fields, index.SearchField("intro")]
    graphql_fields = [
        *StorefrontPage.graphql_fields,
        GraphQLString("intro", required=True),
        GraphQLString("audience", required=True, description="Who it is for; may be empty."),
        GraphQLInt(
            "preselected_interval",
            description="Billing interval (months) of the plan chosen when the page opens; "
            "null for the usual choice.",
        ),
        GraphQLField(
            "plans",
            "api.catalogue.types.Plan",
            is_list=True,
            required=True,
            description="The product's plans: one-time first, then by billing interval.",
        ),
        GraphQLField(
            "add_to_cart_data",
            "api.catalogue.types.AddToCartData",
            required=True,
            description="The plan selector's options and what adding to the cart sends.",
        ),
        GraphQLField(
            "also_interesting",
            "api.search.types.SearchHit",
            is_list=True,
            required=True,
            description="You might also be interested in: the products editors picked for this "
            "page, or else what shoppers buy with it, filled from the line's popular products; "
            "at most 4.",
        ),
        GraphQLField(
            "review_summary",
            "api.reviews.types.ReviewSummary",
            required=True,
            description="The product's approved reviews in figures.",
        ),
        GraphQLField(
            "review_page",
            "api.reviews.types.ProductReviewPage",
            required=True,
            description="The first page of approved reviews, newest first (productReviews "
            "pages on).",
        ),
    ]

    def plans(self, info=None, **kwargs):
        # Both fields read the same plans: one set of queries per page.
        if not hasattr(self, "_plans"):
            self._plans = plans_for_product(self.product_id)
        return self._plans

    def default_share_image(self):
        return product_share_image(self.product_id)

    def main_page(self) -> "ProductPage | None":
        """The live page of the same product without a preselected plan: the one a plan page
        (same product, same content) names as canonical. None for the main page itself."""
        if self.preselected_interval is None:
            return None
        return (
            ProductPage.objects.live()
            .filter(product_id=self.product_id, preselected_interval__isnull=True)
            .only("url_path")
            .order_by("path")
            .first()
        )

    def canonical_path(self, info, **kwargs) -> str:
        main = self.main_page()
        path = main and storefront_path(main, info.context)
        return path or self.storefront_path(info)

    @classmethod
    def in_sitemap(cls, pages):
        """Plan pages whose product has a live main page are left out: they name it canonical."""
        main_pages = ProductPage.objects.live().filter(
            product_id=OuterRef("product_id"), preselected_interval__isnull=True
        )
        return pages.exclude(Q(preselected_interval__isnull=False) & Exists(main_pages))

    def add_to_cart_data(self, info, **kwargs):
        return add_to_cart_data(self.plans(), fallback_title=self.title)

    def also_interesting(self, info=None, **kwargs):
        return related.also_interesting(self)

    def review_summary(self, info=None, **kwargs):
        return reviews.summary(self.product_id)

    def review_page(self, info=None, **kwargs):
        return reviews.reviews_page(
            self.product_id, reviews.ReviewSort.NEWEST, 1, REVIEWS_FIRST_PAGE_SIZE
        )


class AlsoInterestingPick(Orderable):
    """A product page an editor chose to show under another as "You might also be interested
    in"."""

    page = ParentalKey(ProductPage, on_delete=models.CASCADE, related_name="also_interesting_picks")
    product_page = models.ForeignKey(
        ProductPage,
        on_delete=models.CASCADE,
        related_name="+",
        help_text="Shown while it is published.",
    )

    panels = [FieldPanel("product_page")]


def picked_product_ids(page: ProductPage) -> list[int]:
    """The products of the pages an editor picked, in their order: published pages open to
    everyone only (not behind a login or password), each once, never the page's own product,
    at most ALSO_INTERESTING."""
    # Read through the relation's all(): a preview's picks live in memory, not the database.
    picks = sorted(page.also_interesting_picks.all(), key=lambda pick: pick.sort_order or 0)
    page_ids = [pick.product_page_id for pick in picks]
    live = dict(
        ProductPage.objects.live().public().filter(pk__in=page_ids).values_list("pk", "product_id")
    )
    product_ids = []
    for page_id in page_ids:
        product_id = live.get(page_id)
        if product_id and product_id != page.product_id and product_id not in product_ids:
            product_ids.append(product_id)
    return product_ids[:ALSO_INTERESTING]


class ProductListingPage(StorefrontPage):
    """All products (/products/, /men/products/), in sections: supplements, duos, scalp care,
    boosters and men's."""

    page_description = "The products listing (/products/, /men/products/), in sections."

    intro = models.TextField(blank=True, help_text="One or two sentences under the title.")

    parent_page_types = ["home.HomePage", "home.MensHomePage"]
    subpage_types = ["products.ProductPage"]

    content_panels = [
        *StorefrontPage.content_panels[:1],
        FieldPanel("intro"),
        InlinePanel(
            "entries",
            heading="Products",
            label="Product",
            help_text="Product pages to show, by section. Product pages beneath this page "
            "that are not chosen here are shown among the supplements.",
        ),
        *StorefrontPage.content_panels[1:],
    ]
    search_fields = [*StorefrontPage.search_fields, index.SearchField("intro")]
    graphql_fields = [
        *StorefrontPage.graphql_fields,
        GraphQLString("intro", required=True),
        GraphQLField(
            "sections",
            "api.products.types.ListingSectionType",
            is_list=True,
            required=True,
            description="Supplements, duos, scalp care, boosters and men's, always in that "
            "order; a section may be empty.",
        ),
    ]

    def sections(self, info, **kwargs):
        entries = self.entries.select_related("page").order_by("sort_order")[:LISTING_LIMIT]
        children = ProductPage.objects.live().public().child_of(self).order_by("path")
        children = children[:LISTING_LIMIT]
        sections = [
            CardSection(
                anchor=section.anchor,
                heading=section.heading,
                products=[
                    ProductCard.of(
                        card.plans,
                        title=card.page.title,
                        intro=card.page.intro,
                        audience=card.page.audience,
                        root_cause=card.page.root_cause,
                        root_cause_label=card.page.get_root_cause_display(),
                        storefront_path=storefront_path(card.page, info.context),
                    )
                    for card in section.products
                ],
            )
            for section in with_cards(listing_sections(entries, children))
        ]
        with_ratings([card for section in sections for card in section.products])
        return sections

    class Meta:
        verbose_name = "products listing page"


class ProductListingEntry(Orderable):
    """A product page an editor placed on the listing, in one of its sections."""

    listing = ParentalKey(ProductListingPage, on_delete=models.CASCADE, related_name="entries")
    page = models.ForeignKey(ProductPage, on_delete=models.CASCADE, related_name="+")
    section = models.CharField(
        max_length=20, choices=ProductSection.choices, default=ProductSection.SUPPLEMENTS
    )

    panels = [FieldPanel("page"), FieldPanel("section")]


# The sections split at most LISTING_LIMIT chosen cards and LISTING_LIMIT children between them:
# counted as one section holding them all, which is what reading them costs.
bound_list("ProductListingPage.sections", 1)
bound_list("ProductListingSection.products", 2 * LISTING_LIMIT)
