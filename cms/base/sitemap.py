from wagtail.models import Page, Site, get_page_models

from .layout import LayoutMixin
from .paths import path_below

SITEMAP_LIMIT = 50_000  # the sitemap protocol's own limit for one file


def indexable_pages(site: Site | None) -> list[tuple[Page, str]]:
    """(page, storefront path) for every live, public page of the site not marked noindex.

    One query per page type that carries layout fields, however many pages there are.
    """
    if site is None:
        return []
    root = site.root_page
    entries = []
    for model in get_page_models():
        if model._meta.abstract or not issubclass(model, LayoutMixin):
            continue
        pages = (
            model.objects.live()
            .public()
            .descendant_of(root, inclusive=True)
            .filter(robots_noindex=False)
            .only("url_path", "last_published_at")
        )
        # Pages that name another page as canonical (a product's plan pages) stay out.
        if hasattr(model, "in_sitemap"):
            pages = model.in_sitemap(pages)
        entries += [(page, path_below(page.url_path, root.url_path)) for page in pages]
    return sorted(entries, key=lambda entry: entry[1])[:SITEMAP_LIMIT]
