from cms.base.tests.factories import StorefrontPageFactory
from cms.content.models import ContentPage, TrackingPage


class ContentPageFactory(StorefrontPageFactory):
    intro = "What we know about hair growth."

    class Meta:
        model = ContentPage


class TrackingPageFactory(StorefrontPageFactory):
    title = "Track Your Order"
    slug = "tracking"

    class Meta:
        model = TrackingPage
