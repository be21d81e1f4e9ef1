from cms.base.layout import layout_field
from cms.base.pages import IntroducedPage


class ContentPage(IntroducedPage):
    """An editorial page: science, results, FAQ, story and the like."""

    page_description = (
        "An editorial page (science, results, FAQ, our story) built from content blocks."
    )

    parent_page_types = ["home.HomePage", "home.MensHomePage", "content.ContentPage"]


class TrackingPage(IntroducedPage):
    """Order tracking at /tracking/ and the pages beneath it."""

    page_description = "Order tracking at /tracking/ and the help pages beneath it."

    # /tracking/ pages get main padding, a white header and, like
    # /shedthesilence/, no scroll restoration.
    main_padding = layout_field("main_padding", default=True)
    white_header = layout_field("white_header", default=True)
    scroll_restoration = layout_field("scroll_restoration", default=False)

    parent_page_types = ["home.HomePage", "home.MensHomePage", "content.TrackingPage"]
    subpage_types = ["content.TrackingPage"]
