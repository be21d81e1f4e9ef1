"""The blocks marketers build menus from. The storefront reads them through `chrome.py`."""

from wagtail import blocks
from wagtail.images.blocks import ImageChooserBlock


class LinkBlock(blocks.StructBlock):
    label = blocks.CharBlock(max_length=60)
    url = blocks.CharBlock(max_length=300, help_text="A path such as /science/ or a full URL.")

    class Meta:
        icon = "link"


class ColumnLinkBlock(LinkBlock):
    sub_links = blocks.ListBlock(LinkBlock(), default=[], label="Sub-categories")


class ColumnBlock(blocks.StructBlock):
    heading = blocks.CharBlock(max_length=60, required=False)
    links = blocks.ListBlock(ColumnLinkBlock())

    class Meta:
        icon = "list-ul"


class CardBlock(blocks.StructBlock):
    image = ImageChooserBlock(required=False)
    name = blocks.CharBlock(max_length=60)
    text = blocks.CharBlock(max_length=160, required=False)
    url = blocks.CharBlock(max_length=300)

    class Meta:
        icon = "image"


class NavLinkBlock(LinkBlock):
    mobile_only = blocks.BooleanBlock(required=False, help_text="Hide on desktop.")


class DropdownBlock(blocks.StructBlock):
    """A top-level item that opens a panel: link columns (Shop) and/or cards (Science)."""

    label = blocks.CharBlock(max_length=60)
    url = blocks.CharBlock(max_length=300, required=False, help_text="Where the label leads.")
    columns = blocks.ListBlock(ColumnBlock(), default=[])
    cards = blocks.ListBlock(CardBlock(), default=[])
    see_all_label = blocks.CharBlock(max_length=60, required=False)
    see_all_url = blocks.CharBlock(max_length=300, required=False)
    mobile_only = blocks.BooleanBlock(required=False, help_text="Hide on desktop.")

    class Meta:
        icon = "arrow-down"


class LinkGroupBlock(blocks.StructBlock):
    """A heading with links: a mobile accordion or a footer column."""

    heading = blocks.CharBlock(max_length=60)
    links = blocks.ListBlock(LinkBlock())

    class Meta:
        icon = "list-ul"


class AccountMenuLinkBlock(LinkBlock):
    """An entry of the account menu; its sub-pages (Profile's Payment, Shipping) mark it current."""

    sub_links = blocks.ListBlock(LinkBlock(), default=[], label="Sub-pages")

    class Meta:
        icon = "user"


def menu_item_blocks():
    return [("link", NavLinkBlock()), ("dropdown", DropdownBlock())]


def link_group_blocks():
    return [("group", LinkGroupBlock())]


def account_menu_blocks():
    return [("link", AccountMenuLinkBlock())]
