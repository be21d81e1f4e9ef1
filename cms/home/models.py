from cms.base.pages import StorefrontPage


class HomePage(StorefrontPage):
    """The women's home at /; the root of the storefront site."""

    parent_page_types = ["wagtailcore.Page"]
    max_count = 1

    class Meta:
        verbose_name = "women's home page"


class MensHomePage(StorefrontPage):
    """The men's home at /men/; the men's section lives beneath it."""

    parent_page_types = ["home.HomePage"]
    max_count = 1

    class Meta:
        verbose_name = "men's home page"
