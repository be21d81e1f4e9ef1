from wagtail.models import Site


def path_below(url_path: str, root_url_path: str) -> str:
    """A Wagtail url_path as the storefront sees it: "/home/men/results/" under "/home/" is
    "/men/results/"."""
    return "/" + url_path[len(root_url_path) :]


def storefront_path(page) -> str | None:
    """The page's path on the storefront (relative to its site's root), or None if it has none."""
    site_roots = Site.objects.values_list("root_page__url_path", flat=True)
    for root in sorted(site_roots, key=len, reverse=True):
        if page.url_path.startswith(root):
            return path_below(page.url_path, root)
    return None
