from cms.base.pages import IntroducedPage


class ContentPage(IntroducedPage):
    """An editorial page: science, results, FAQ, story and the like."""

    parent_page_types = ["home.HomePage", "home.MensHomePage", "content.ContentPage"]


class TrackingPage(IntroducedPage):
    """Order tracking at /tracking/ and the pages beneath it."""

    # /tracking/ pages get main padding, a white header and, like
    # /shedthesilence/, no scroll restoration.
    layout_defaults = {"main_padding": True, "white_header": True, "scroll_restoration": False}

    parent_page_types = ["home.HomePage", "home.MensHomePage", "content.TrackingPage"]
    subpage_types = ["content.TrackingPage"]
