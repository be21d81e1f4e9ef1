from django.db import models
from grapple.models import GraphQLField, GraphQLString
from wagtail.admin.panels import FieldPanel
from wagtail.search import index

from cms.base.pages import StorefrontPage
from commerce.graphql.catalogue.types import Plan
from commerce.plans.services import plans_for_product


class ProductPage(StorefrontPage):
    """A product's page; its plans and prices come live from the catalogue."""

    product = models.ForeignKey(
        "catalogue.Product",
        on_delete=models.PROTECT,
        related_name="+",
        limit_choices_to={"structure": "parent"},
        help_text="The catalogue product whose plans this page sells.",
    )
    intro = models.TextField(blank=True)

    parent_page_types = ["home.HomePage", "home.MensHomePage", "content.ContentPage"]

    content_panels = [
        *StorefrontPage.content_panels[:1],
        FieldPanel("product"),
        FieldPanel("intro"),
        *StorefrontPage.content_panels[1:],
    ]
    search_fields = [*StorefrontPage.search_fields, index.SearchField("intro")]
    graphql_fields = [
        *StorefrontPage.graphql_fields,
        GraphQLString("intro", required=True),
        GraphQLField(
            "plans",
            Plan,
            is_list=True,
            required=True,
            description="The product's plans: one-time first, then by billing interval.",
        ),
    ]

    def plans(self, info, **kwargs):
        return plans_for_product(self.product_id)
