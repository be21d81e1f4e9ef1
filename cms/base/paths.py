from wagtail.models import Site


def path_below(url_path: str, root_url_path: str) -> str:
    """A Wagtail url_path as the storefront sees it: "/home/men/results/" under "/home/" is
    "/men/results/"."""
    return "/" + url_path[len(root_url_path) :]


def storefront_path(page, request=None) -> str | None:
    """The page's path on the storefront (relative to its site's root), or None if it has none.

    With a request, the site roots are read once for it, so a list of pages costs no query each.
    """
    for root in _site_root_paths(request):
        if page.url_path.startswith(root):
            return path_below(page.url_path, root)
    return None


def _site_root_paths(request) -> list[str]:
    cached = getattr(request, "_storefront_root_paths", None)
    if cached is None:
        roots = Site.objects.values_list("root_page__url_path", flat=True)
        cached = sorted(roots, key=len, reverse=True)
        if request is not None:
            request._storefront_root_paths = cached
    return cached
