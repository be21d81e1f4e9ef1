from wagtail.snippets.models import register_snippet
from wagtail.snippets.views.snippets import SnippetViewSet

from .models import NavigationMenu, Ribbon


class NavigationMenuViewSet(SnippetViewSet):
    model = NavigationMenu
    icon = "list-ul"
    menu_label = "Navigation"
    add_to_admin_menu = True
    list_display = ["section"]


class RibbonViewSet(SnippetViewSet):
    model = Ribbon
    icon = "pick"
    menu_label = "Ribbons"
    add_to_admin_menu = True
    list_display = ["name", "section", "live", "starts_at", "ends_at", "priority"]
    list_filter = ["section", "live"]


register_snippet(NavigationMenuViewSet)
register_snippet(RibbonViewSet)
