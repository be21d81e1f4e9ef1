from wagtail.snippets.models import register_snippet
from wagtail.snippets.views.snippets import SnippetViewSet

from .models import FaqCategory


class FaqCategoryViewSet(SnippetViewSet):
    model = FaqCategory
    icon = "help"
    menu_label = "FAQ categories"
    add_to_admin_menu = True
    list_display = ["name", "sort_order"]
    ordering = ["sort_order", "name"]


register_snippet(FaqCategoryViewSet)
