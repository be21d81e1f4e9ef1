"""Links to pages in rich text, as the storefront serves them."""

from django.utils.html import escape
from wagtail.rich_text.pages import PageLinkHandler

from .paths import storefront_path


class StorefrontPageLinkHandler(PageLinkHandler):
    """A link an editor made with the page chooser leads to the page's storefront path.

    Wagtail's own handler asks Django to reverse Wagtail's page-serving view, which this
    headless backend does not route: every such link came out as href="None"."""

    @classmethod
    def expand_db_attributes_many(cls, attrs_list: list[dict]) -> list[str]:
        return [
            f'<a href="{escape(path)}">' if page and (path := storefront_path(page)) else "<a>"
            for page in cls.get_many(attrs_list)
        ]
