"""Site-wide settings editors change under Settings > Storefront in the CMS."""

from django.db import models
from wagtail.admin.panels import FieldPanel, MultiFieldPanel
from wagtail.contrib.settings.models import BaseSiteSetting, register_setting

SOCIAL_NETWORKS = [
    ("instagram", "Instagram"),
    ("tiktok", "TikTok"),
    ("facebook", "Facebook"),
    ("linkedin", "LinkedIn"),
]


@register_setting(icon="cog", name="storefront-settings")
class StorefrontSettings(BaseSiteSetting):
    brand_name = models.CharField(max_length=60, default="Rootwell")
    chat_widget_enabled = models.BooleanField(
        default=False, help_text="Offer the support chat on storefront pages."
    )
    analytics_write_key = models.CharField(
        max_length=120, blank=True, help_text="Public key of the analytics source."
    )
    recaptcha_public_key = models.CharField(
        max_length=120, blank=True, help_text="reCAPTCHA v3 site key (public)."
    )
    instagram_url = models.URLField(blank=True)
    tiktok_url = models.URLField(blank=True)
    facebook_url = models.URLField(blank=True)
    linkedin_url = models.URLField(blank=True)
    ad_choices_url = models.CharField(
        max_length=300,
        default="/privacy-request/?preselected=limit",
        help_text="The footer's ad-choices privacy link.",
    )

    meta_description = models.CharField(
        max_length=160,
        default="Hair-growth supplements and scalp care, rooted in science.",
        help_text="What search results show for a page with no description or intro of its own.",
    )
    share_image = models.ForeignKey(
        "wagtailimages.Image",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="Shown when a page without a share image of its own is shared (cropped to "
        "1200×630).",
    )

    panels = [
        FieldPanel("brand_name"),
        MultiFieldPanel(
            [FieldPanel("meta_description"), FieldPanel("share_image")],
            heading="Search and sharing",
        ),
        MultiFieldPanel(
            [
                FieldPanel("chat_widget_enabled"),
                FieldPanel("analytics_write_key"),
                FieldPanel("recaptcha_public_key"),
            ],
            heading="Services",
        ),
        MultiFieldPanel(
            [FieldPanel(f"{network}_url") for network, _ in SOCIAL_NETWORKS],
            heading="Social links",
        ),
        FieldPanel("ad_choices_url"),
    ]

    class Meta:
        verbose_name = "storefront settings"

    def social_links(self) -> list[tuple[str, str, str]]:
        """(network, label, url) for each network with a link, in the footer's order."""
        return [
            (network, label, getattr(self, f"{network}_url"))
            for network, label in SOCIAL_NETWORKS
            if getattr(self, f"{network}_url")
        ]
