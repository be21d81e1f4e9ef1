from urllib.parse import urlencode

from django import forms
from django.core.exceptions import ValidationError
from django.db import models
from grapple.models import GraphQLString
from wagtail.admin.forms import WagtailAdminPageForm
from wagtail.admin.panels import FieldPanel, MultiFieldPanel
from wagtail.search import index

from cms.base.layout import FooterType, HeaderType, layout_field
from cms.base.pages import IntroducedPage, StorefrontPage
from commerce.basket.vouchers import active_voucher, voucher_rules

LANDING_PARENTS = ["home.HomePage", "home.MensHomePage"]


class PromotionKind(models.TextChoices):
    HOLIDAY = "holiday", "Holiday"
    BLACK_FRIDAY = "black_friday", "Black Friday / Cyber Monday"
    MEMORIAL_DAY = "memorial_day", "Memorial Day"
    LABOR_DAY = "labor_day", "Labor Day"
    FATHERS_DAY = "fathers_day", "Father's Day"
    FATHERS_DAY_GIFT_SET = "fathers_day_gift_set", "Father's Day gift set"
    FRIENDS_AND_FAMILY = "friends_and_family", "Friends and family"
    TRAVEL_KIT = "travel_kit", "Travel kit"
    GIFT_WITH_PURCHASE = "gift_with_purchase", "Gift with purchase"
    BUNDLE = "bundle", "Hair-growth bundle"
    PARTNERSHIP = "partnership", "Partnership"
    RESTART_3_MONTH = "restart_3_month", "Restart offer, 3 months"
    RESTART_6_MONTH = "restart_6_month", "Restart offer, 6 months"


# These offers' pages do not show the promotional ribbon: it would compete with their own.
RIBBON_HIDDEN_KINDS = frozenset(
    {
        PromotionKind.PARTNERSHIP,
        PromotionKind.FATHERS_DAY_GIFT_SET,
        PromotionKind.TRAVEL_KIT,
        PromotionKind.BUNDLE,
    }
)


def hides_ribbon_by_default(kind: str) -> bool:
    return kind in RIBBON_HIDDEN_KINDS


class PromotionPageForm(WagtailAdminPageForm):
    """On a new page the ribbon follows the offer kind unless the editor set it themselves."""

    def clean(self):
        cleaned_data = super().clean()
        if self.instance._state.adding and "hide_ribbon" not in self.changed_data:
            cleaned_data["hide_ribbon"] = None  # left to the page: its kind decides
        return cleaned_data


# The storefront's add-to-cart link (frontend/lib/cart/dpa-link.ts): adds SKUs, applies a code.
ADD_TO_CART_LINK = "/dpa/add/tocart/"
INFLUENCER_PURCHASE_SOURCE = "influencer"

INFLUENCER_CODE_HELP = (
    "The influencer's code: an active voucher of the shop (Dashboard › Vouchers), checked when "
    "you save. The page's button puts it in the shopper's cart. Leave empty for no code."
)


def unknown_offer_code(code: str) -> str:
    return (
        f'"{code}" is not an active voucher in the shop. Create it under Dashboard › Vouchers '
        "(or check its start and end dates), then save again."
    )


class InfluencerLandingPageForm(WagtailAdminPageForm):
    """Shows the rules of the page's code under the field, so the editor sees what it gives."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        plan = self.fields.get("offer_plan")
        if plan is not None:
            # Plans have no titles of their own: their product's and their SKU name them.
            plan.queryset = plan.queryset.select_related("parent").order_by("parent__title", "upc")
            plan.label_from_instance = lambda child: f"{child.parent.title}: {child.upc}"
        field = self.fields.get("offer_code")
        if field is None:
            return
        voucher = active_voucher(self.instance.offer_code) if self.instance.offer_code else None
        rules = f" {voucher.code}: {voucher_rules(voucher)}" if voucher is not None else ""
        field.help_text = INFLUENCER_CODE_HELP + rules


class PromotionPage(StorefrontPage):
    """A seasonal or offer page (holiday, Black Friday, restart offers and the like)."""

    page_description = (
        "A seasonal or offer page (Black Friday, Memorial Day, restart offers) "
        "with its code and terms."
    )

    kind = models.CharField(max_length=30, choices=PromotionKind.choices)
    # None until the page is created, when its kind decides (full_clean) unless one was given.
    hide_ribbon = layout_field("hide_ribbon", default=None)
    headline = models.CharField(max_length=160, help_text="The offer in one line.")
    offer_code = models.CharField(
        max_length=40, blank=True, help_text="A promo code shoppers enter in the cart, if any."
    )
    ends_on = models.DateField(
        null=True, blank=True, help_text="Shown to shoppers as the last day of the offer."
    )
    terms = models.TextField(blank=True, help_text="The offer's fine print.")

    description_fallback_fields = ("headline",)
    base_form_class = PromotionPageForm
    parent_page_types = LANDING_PARENTS
    subpage_types: list[str] = []

    content_panels = [
        *StorefrontPage.content_panels[:1],
        MultiFieldPanel(
            [
                FieldPanel("kind"),
                FieldPanel("headline"),
                FieldPanel("offer_code"),
                FieldPanel("ends_on", widget=forms.DateInput(attrs={"type": "date"})),
                FieldPanel("terms"),
            ],
            heading="Offer",
        ),
        *StorefrontPage.content_panels[1:],
    ]
    search_fields = [
        *StorefrontPage.search_fields,
        index.SearchField("headline"),
        index.FilterField("kind"),
    ]
    graphql_fields = [
        *StorefrontPage.graphql_fields,
        GraphQLString("kind", required=True, description="The occasion or offer type."),
        GraphQLString("kind_label", required=True, description="The kind as shoppers read it."),
        GraphQLString("headline", required=True),
        GraphQLString("offer_code", required=True, description="Empty when there is no code."),
        GraphQLString("ends_on", description="Last day of the offer (YYYY-MM-DD), if it ends."),
        GraphQLString("terms", required=True),
    ]

    def full_clean(self, *args, **kwargs):
        # Where Wagtail fills in a new page's slug: before the fields are checked and saved.
        if self.hide_ribbon is None:
            self.hide_ribbon = hides_ribbon_by_default(self.kind)
        super().full_clean(*args, **kwargs)

    @property
    def kind_label(self) -> str:
        return self.get_kind_display()

    class Meta:
        verbose_name = "promotion page"


class PartnerPage(StorefrontPage):
    """A landing page for a partner's audience, usually with an offer code."""

    page_description = (
        "A landing page for a partner's audience, usually with the partner's offer code."
    )

    hide_ribbon = layout_field("hide_ribbon", default=True)

    partner_name = models.CharField(max_length=120)
    intro = models.TextField(blank=True, help_text="One or two sentences under the title.")
    offer_code = models.CharField(max_length=40, blank=True)

    parent_page_types = [*LANDING_PARENTS, "content.ContentPage"]
    subpage_types: list[str] = []

    content_panels = [
        *StorefrontPage.content_panels[:1],
        FieldPanel("partner_name"),
        FieldPanel("intro"),
        FieldPanel("offer_code"),
        *StorefrontPage.content_panels[1:],
    ]
    search_fields = [
        *StorefrontPage.search_fields,
        index.SearchField("partner_name"),
        index.SearchField("intro"),
    ]
    graphql_fields = [
        *StorefrontPage.graphql_fields,
        GraphQLString("partner_name", required=True),
        GraphQLString("intro", required=True),
        GraphQLString("offer_code", required=True, description="Empty when there is no code."),
    ]

    class Meta:
        verbose_name = "partner page"


class InfluencerIndexPage(IntroducedPage):
    """An influencer area such as /influencer/, /influencergwp/ or /growthinfluencer/.
    It does not list its landing pages: each is reached from its influencer's own link."""

    page_description = (
        "An influencer area such as /influencer/: holds the influencers' landing pages, "
        "kept out of search."
    )

    # Influencer areas get a simplified header, a simple footer and stay out of search engines.
    header_type = layout_field("header_type", default=HeaderType.SIMPLE)
    footer_type = layout_field("footer_type", default=FooterType.SIMPLE)
    robots_noindex = layout_field("robots_noindex", default=True)

    parent_page_types = LANDING_PARENTS
    subpage_types = ["promotions.InfluencerLandingPage"]

    class Meta:
        verbose_name = "influencer area"


class InfluencerLandingPage(StorefrontPage):
    """One influencer's landing page, with their code and, in gift areas, the gift."""

    page_description = (
        "One influencer's landing page with their offer code (and the gift, in gift areas)."
    )

    # As its influencer area.
    header_type = layout_field("header_type", default=HeaderType.SIMPLE)
    footer_type = layout_field("footer_type", default=FooterType.SIMPLE)
    robots_noindex = layout_field("robots_noindex", default=True)

    influencer_name = models.CharField(max_length=120)
    intro = models.TextField(blank=True, help_text="One or two sentences under the title.")
    offer_code = models.CharField(max_length=40, blank=True)
    gift = models.CharField(
        max_length=160, blank=True, help_text="The gift with purchase, on gift areas."
    )
    offer_plan = models.ForeignKey(
        "catalogue.Product",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        limit_choices_to={"structure": "child"},
        help_text="The plan the page's button puts in the cart, with the code applied "
        "(e.g. Core, monthly subscription). Empty: no button.",
    )

    base_form_class = InfluencerLandingPageForm
    parent_page_types = ["promotions.InfluencerIndexPage"]
    subpage_types: list[str] = []

    content_panels = [
        *StorefrontPage.content_panels[:1],
        FieldPanel("influencer_name"),
        FieldPanel("intro"),
        FieldPanel("offer_code"),
        FieldPanel("offer_plan"),
        FieldPanel("gift"),
        *StorefrontPage.content_panels[1:],
    ]
    search_fields = [
        *StorefrontPage.search_fields,
        index.SearchField("influencer_name"),
        index.SearchField("intro"),
    ]
    graphql_fields = [
        *StorefrontPage.graphql_fields,
        GraphQLString("influencer_name", required=True),
        GraphQLString("intro", required=True),
        GraphQLString("offer_code", required=True, description="Empty when there is no code."),
        GraphQLString("gift", required=True, description="Empty when there is no gift."),
        GraphQLString(
            "offer_cart_link",
            required=True,
            description="The add-to-cart link of the page's button: its plan, with the code "
            "applied. Empty when the page names no plan.",
        ),
    ]

    def offer_cart_link(self, info=None, **kwargs) -> str:
        if self.offer_plan is None:
            return ""
        query = {"skus": self.offer_plan.upc, "purchase_source": INFLUENCER_PURCHASE_SOURCE}
        if self.offer_code:
            query["code"] = self.offer_code
        return f"{ADD_TO_CART_LINK}?{urlencode(query)}"

    def clean(self):
        super().clean()
        # Shoppers type codes in any case; the shop stores them in capitals.
        self.offer_code = self.offer_code.strip().upper()
        if self.offer_code and active_voucher(self.offer_code) is None:
            raise ValidationError({"offer_code": unknown_offer_code(self.offer_code)})

    class Meta:
        verbose_name = "influencer landing page"


class CoreBrandPage(IntroducedPage):
    """A landing page in the core-brand layout: simple footer and kept out of search."""

    page_description = "A landing page in the core-brand layout: simple footer, kept out of search."

    footer_type = layout_field("footer_type", default=FooterType.SIMPLE)
    robots_noindex = layout_field("robots_noindex", default=True)

    parent_page_types = LANDING_PARENTS
    subpage_types: list[str] = []

    class Meta:
        verbose_name = "core-brand page"
