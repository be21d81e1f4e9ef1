from django.db import models
from django.utils import timezone
from grapple.models import GraphQLString
from wagtail.admin.panels import FieldPanel

from cms.base.listing import GraphQLPageList, bound_page_lists, live_children
from cms.base.pages import StorefrontPage

LEGAL_PARENTS = ["home.HomePage", "home.MensHomePage"]


class LegalDocument(StorefrontPage):
    """A legal text: when it last changed and the text itself."""

    last_updated = models.DateField(
        default=timezone.localdate, help_text="Shown to shoppers as the date of this version."
    )

    content_panels = [
        *StorefrontPage.content_panels[:1],
        FieldPanel("last_updated"),
        *StorefrontPage.content_panels[1:],
    ]
    search_fields = StorefrontPage.search_fields
    graphql_fields = [
        *StorefrontPage.graphql_fields,
        GraphQLString("last_updated", required=True, description="ISO date, YYYY-MM-DD."),
    ]

    class Meta:
        abstract = True


class LegalIndexPage(LegalDocument):
    """A legal text with related texts beneath it, such as the privacy policy and its
    state-specific notices, or the customer programme terms."""

    page_description = "A legal text with related texts beneath it, e.g. the privacy policy."

    parent_page_types = LEGAL_PARENTS
    subpage_types = ["legal.LegalPage"]

    graphql_fields = [
        *LegalDocument.graphql_fields,
        GraphQLPageList(
            "documents", "legal.LegalPage", description="The texts beneath, in editors' order."
        ),
    ]

    def documents(self, info, **kwargs):
        return live_children(self, LegalPage, "path")

    class Meta:
        verbose_name = "legal index page"


class LegalPage(LegalDocument):
    """Terms of use, a privacy notice, programme terms."""

    page_description = "A legal text: terms of use, a privacy notice or a programme's terms."

    parent_page_types = [*LEGAL_PARENTS, "legal.LegalIndexPage"]
    subpage_types: list[str] = []

    class Meta:
        verbose_name = "legal page"


bound_page_lists("LegalIndexPage.documents")
