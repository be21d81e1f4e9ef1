"""What surrounds every page: menus, footer, social links and the ribbon of a section."""

import graphene

from ..core.types import ImageRendition


class NavLink(graphene.ObjectType):
    label = graphene.String(required=True, description="The link's text.")
    url = graphene.String(required=True, description="A storefront path or a full URL.")


class NavColumnLink(NavLink):
    sub_links = graphene.List(
        graphene.NonNull(NavLink), required=True, description="Sub-categories under the link."
    )


class AccountMenuLink(NavLink):
    sub_links = graphene.List(
        graphene.NonNull(NavLink),
        required=True,
        description="Sub-pages of the entry (Profile's Payment and Shipping); on them the entry "
        "counts as current.",
    )


class NavColumn(graphene.ObjectType):
    heading = graphene.String(required=True, description="The column's heading; may be empty.")
    links = graphene.List(graphene.NonNull(NavColumnLink), required=True, description="Links.")


class NavImage(ImageRendition):
    url = graphene.String(required=True, description="A sized rendition, under /media/.")


class NavCard(graphene.ObjectType):
    name = graphene.String(required=True, description="The card's title.")
    text = graphene.String(required=True, description="One line under the title.")
    url = graphene.String(required=True, description="Where the card leads.")
    image = graphene.Field(NavImage, description="The card's picture, if any.")


class NavItem(graphene.ObjectType):
    kind = graphene.String(required=True, description="link or dropdown.")
    label = graphene.String(required=True, description="The item's text.")
    url = graphene.String(required=True, description="Where the item leads; may be empty.")
    mobile_only = graphene.Boolean(required=True, description="Hidden on desktop.")
    columns = graphene.List(
        graphene.NonNull(NavColumn), required=True, description="A dropdown's link columns."
    )
    cards = graphene.List(
        graphene.NonNull(NavCard), required=True, description="A dropdown's cards."
    )
    see_all = graphene.Field(NavLink, description="A dropdown's See All button, if any.")


class LinkGroup(graphene.ObjectType):
    heading = graphene.String(required=True, description="The group's heading.")
    links = graphene.List(graphene.NonNull(NavLink), required=True, description="Links.")


class SocialLink(graphene.ObjectType):
    network = graphene.String(required=True, description="instagram, tiktok, facebook, linkedin.")
    label = graphene.String(required=True, description="The network's name.")
    url = graphene.String(required=True, description="The shop's profile.")


class RibbonContent(graphene.ObjectType):
    ribbonText = graphene.String(required=True, description="The ribbon's rich text (HTML).")
    ispromo = graphene.Boolean(required=True, description="Styled as a promotion.")
    ribbonLink = graphene.String(required=True, description="Where a click leads; may be empty.")
    personalized_text = graphene.String(
        required=True,
        description="For signed-in customers, with {name} for their first name; may be empty.",
    )


class StorefrontChrome(graphene.ObjectType):
    section = graphene.String(required=True, description="women or men.")
    brand_name = graphene.String(required=True, description="The shop's name.")
    menu = graphene.List(graphene.NonNull(NavItem), required=True, description="Main navigation.")
    mobile_accordions = graphene.List(
        graphene.NonNull(LinkGroup), required=True, description="Mobile navigation sections."
    )
    footer_columns = graphene.List(
        graphene.NonNull(LinkGroup), required=True, description="The footer's link columns."
    )
    account_menu = graphene.List(
        graphene.NonNull(AccountMenuLink),
        required=True,
        description="The menu across the signed-in customer's account pages, in order.",
    )
    social_links = graphene.List(
        graphene.NonNull(SocialLink), required=True, description="The shop's social profiles."
    )
    ad_choices_url = graphene.String(required=True, description="The ad-choices privacy link.")
    chat_widget_enabled = graphene.Boolean(required=True, description="Offer the support chat.")
    analytics_write_key = graphene.String(
        required=True, description="Public key of the analytics source; empty when off."
    )
    recaptcha_public_key = graphene.String(
        required=True, description="reCAPTCHA v3 site key (public); empty when off."
    )
    ribbon = graphene.Field(RibbonContent, description="The ribbon showing now, if any.")
    quiz_paths = graphene.List(
        graphene.NonNull(graphene.String),
        required=True,
        description="The hair quizzes a shopper can take now: /quiz/ (women) and /men/quiz/ "
        "(men), each listed while a live page answers there. Links and calls to action to a "
        "quiz not listed are left out.",
    )
