from cms.base.tests.factories import StorefrontPageFactory
from cms.content.models import ContentPage


class ContentPageFactory(StorefrontPageFactory):
    intro = "What we know about hair growth."

    class Meta:
        model = ContentPage
