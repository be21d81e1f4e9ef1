"""What the storefront draws around every page of a section: menus, ribbon, footer, settings."""

from wagtail.images import get_image_model
from wagtail.models import Page
from wagtail.rich_text import expand_db_html

from cms.base.models import StorefrontSettings

from .models import NavigationMenu, Ribbon

CARD_IMAGE_SPEC = "fill-160x160"

# Where each line's hair quiz answers on the storefront, women's first.
QUIZ_PATHS = ("/quiz/", "/men/quiz/")


def storefront_chrome(site, section: str) -> dict:
    """The chrome of `section` ("women" or "men") as plain data, in a fixed number of queries."""
    menu = NavigationMenu.objects.filter(section=section).first()
    settings = StorefrontSettings.for_site(site) if site else StorefrontSettings()
    items = list(menu.items) if menu else []
    images = _card_images(menu.items.raw_data if menu else [])
    return {
        "section": section,
        "brand_name": settings.brand_name,
        "menu": [_menu_item(child.block_type, child.value, images) for child in items],
        "mobile_accordions": [_link_group(c.value) for c in menu.mobile_accordions] if menu else [],
        "footer_columns": [_link_group(c.value) for c in menu.footer_columns] if menu else [],
        "account_menu": [_link_with_subs(c.value) for c in menu.account_menu] if menu else [],
        "social_links": [
            {"network": network, "label": label, "url": url}
            for network, label, url in settings.social_links()
        ],
        "ad_choices_url": settings.ad_choices_url,
        "chat_widget_enabled": settings.chat_widget_enabled,
        "analytics_write_key": settings.analytics_write_key,
        "recaptcha_public_key": settings.recaptcha_public_key,
        "ribbon": _ribbon(Ribbon.objects.showing(section).first()),
        "quiz_paths": live_quiz_paths(site),
    }


def live_quiz_paths(site) -> list[str]:
    """The quiz paths (QUIZ_PATHS) at which a live page answers now, in one query: whatever page
    an editor publishes at /quiz/ or /men/quiz/ brings that line's quiz calls to action back."""
    if site is None:
        return []
    root = site.root_page.url_path
    live = set(
        Page.objects.live()
        .filter(url_path__in=[root + path.lstrip("/") for path in QUIZ_PATHS])
        .values_list("url_path", flat=True)
    )
    return [path for path in QUIZ_PATHS if root + path.lstrip("/") in live]


def _link(value) -> dict:
    return {"label": value["label"], "url": value["url"]}


def _link_with_subs(value) -> dict:
    return {**_link(value), "sub_links": [_link(sub) for sub in value["sub_links"]]}


def _link_group(value) -> dict:
    return {"heading": value["heading"], "links": [_link(link) for link in value["links"]]}


def _menu_item(kind: str, value, images: dict) -> dict:
    item = {
        "kind": kind,
        "label": value["label"],
        "url": value.get("url") or "",
        "mobile_only": bool(value.get("mobile_only")),
        "columns": [],
        "cards": [],
        "see_all": None,
    }
    if kind == "dropdown":
        item["columns"] = [
            {
                "heading": column["heading"] or "",
                "links": [_link_with_subs(link) for link in column["links"]],
            }
            for column in value["columns"]
        ]
        item["cards"] = [
            {
                "name": card["name"],
                "text": card["text"] or "",
                "url": card["url"],
                "image": images.get(card["image"].pk) if card["image"] else None,
            }
            for card in value["cards"]
        ]
        if value["see_all_label"] and value["see_all_url"]:
            item["see_all"] = {"label": value["see_all_label"], "url": value["see_all_url"]}
    return item


def _card_images(raw_items) -> dict:
    """Every card image of the menu with its rendition, fetched together rather than per card."""
    ids = {
        card["image"]
        for item in raw_items
        if item["type"] == "dropdown"
        for card in _list_values(item["value"]["cards"])
        if card.get("image")
    }
    if not ids:
        return {}
    images = get_image_model().objects.filter(pk__in=ids).prefetch_renditions(CARD_IMAGE_SPEC)
    result = {}
    for image in images:
        rendition = image.get_rendition(CARD_IMAGE_SPEC)
        result[image.pk] = {
            "url": rendition.url,
            "width": rendition.width,
            "height": rendition.height,
            "alt": image.default_alt_text or "",
        }
    return result


def _list_values(raw_list) -> list:
    """A ListBlock's stored items: {"type": "item", "value": ...} entries, or bare values in
    data saved before Wagtail gave list items ids."""
    return [
        entry["value"] if isinstance(entry, dict) and entry.get("type") == "item" else entry
        for entry in raw_list
    ]


def _ribbon(ribbon: Ribbon | None) -> dict | None:
    if ribbon is None:
        return None
    return {
        "ribbonText": expand_db_html(ribbon.ribbon_text),
        "ispromo": ribbon.ispromo,
        "ribbonLink": ribbon.ribbon_link,
        "personalized_text": ribbon.personalized_text,
    }
