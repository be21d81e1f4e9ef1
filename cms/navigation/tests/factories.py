import factory

from cms.navigation.models import NavigationMenu, Ribbon


class NavigationMenuFactory(factory.django.DjangoModelFactory):
    section = "women"
    items = factory.LazyFunction(list)
    mobile_accordions = factory.LazyFunction(list)
    footer_columns = factory.LazyFunction(list)
    account_menu = factory.LazyFunction(list)

    class Meta:
        model = NavigationMenu


class RibbonFactory(factory.django.DjangoModelFactory):
    name = factory.Sequence(lambda n: f"Ribbon {n}")
    section = "women"
    ribbon_text = "<p><b>$10 off</b> your first subscription.</p>"
    ribbon_link = "/products/"

    class Meta:
        model = Ribbon


def link(label: str, url: str, mobile_only: bool = False) -> dict:
    return {"type": "link", "value": {"label": label, "url": url, "mobile_only": mobile_only}}


def dropdown(label: str, columns=(), cards=(), see_all=("", ""), mobile_only=False) -> dict:
    return {
        "type": "dropdown",
        "value": {
            "label": label,
            "url": "",
            "columns": list(columns),
            "cards": list(cards),
            "see_all_label": see_all[0],
            "see_all_url": see_all[1],
            "mobile_only": mobile_only,
        },
    }


def card(name: str, url: str, image=None) -> dict:
    return {"image": image.pk if image else None, "name": name, "text": "", "url": url}


def group(heading: str, *links: tuple[str, str]) -> dict:
    return {
        "type": "group",
        "value": {"heading": heading, "links": [{"label": t, "url": u} for t, u in links]},
    }


def account_link(label: str, url: str, *sub_links: tuple[str, str]) -> dict:
    return {
        "type": "link",
        "value": {
            "label": label,
            "url": url,
            "sub_links": [{"label": t, "url": u} for t, u in sub_links],
        },
    }
