from wagtail import blocks
from wagtail.admin.panels import FieldPanel
from wagtail.contrib.settings.models import BaseSiteSetting, register_setting
from wagtail.fields import StreamField

ICONS = [
    ("secure", "Padlock: secure payment"),
    ("guarantee", "Seal: the guarantee"),
    ("returns", "Parcel: returns"),
    ("shipping", "Truck: shipping"),
]


class AssuranceBlock(blocks.StructBlock):
    icon = blocks.ChoiceBlock(choices=ICONS, help_text="The small picture beside the title.")
    title = blocks.CharBlock(max_length=60, help_text='Short, e.g. "Secure checkout".')
    text = blocks.CharBlock(max_length=200, help_text="One sentence that backs the title up.")
    link_label = blocks.CharBlock(
        max_length=40, required=False, help_text='Optional, e.g. "Returns policy".'
    )
    link_url = blocks.CharBlock(
        max_length=300,
        required=False,
        help_text="A storefront path (e.g. /returns/) or a full URL; needed with a link label.",
    )

    class Meta:
        icon = "success"
        label = "Reassurance"


@register_setting(icon="success", name="checkout-assurances")
class CheckoutAssurances(BaseSiteSetting):
    """The promises shown next to Place Order at checkout, in order."""

    assurances = StreamField(
        [("assurance", AssuranceBlock())],
        blank=True,
        max_num=4,
        help_text="Shown beside Place Order, in this order: secure payment, the guarantee, "
        "returns. Keep each one short; shoppers read them on a phone.",
    )

    panels = [FieldPanel("assurances")]

    class Meta:
        verbose_name = "checkout reassurance"

    def as_list(self) -> list[dict]:
        """Each reassurance as plain data; a link needs both its label and its address."""
        return [
            {
                "icon": child.value["icon"],
                "title": child.value["title"],
                "text": child.value["text"],
                "link_label": child.value["link_label"] if child.value["link_url"] else "",
                "link_url": child.value["link_url"] if child.value["link_label"] else "",
            }
            for child in self.assurances
        ]
