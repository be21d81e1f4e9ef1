from cms.base.pages import StorefrontPage


class HomePage(StorefrontPage):
    """The women's home at /; the root of the storefront site."""

    page_description = "The women's home at /: the storefront's front page. There is only one."

    parent_page_types = ["wagtailcore.Page"]
    max_count = 1

    class Meta:
        verbose_name = "women's home page"


class MensHomePage(StorefrontPage):
    """The men's home at /men/; the men's section lives beneath it."""

    page_description = (
        "The men's home at /men/; the men's pages live beneath it. There is only one."
    )

    parent_page_types = ["home.HomePage"]
    max_count = 1

    class Meta:
        verbose_name = "men's home page"
