import datetime

from cms.base.tests.factories import StorefrontPageFactory
from cms.legal.models import LegalIndexPage, LegalPage


class LegalIndexPageFactory(StorefrontPageFactory):
    title = "Privacy Policy"
    slug = "privacy-policy"
    last_updated = datetime.date(2026, 3, 1)

    class Meta:
        model = LegalIndexPage


class LegalPageFactory(StorefrontPageFactory):
    last_updated = datetime.date(2026, 3, 1)

    class Meta:
        model = LegalPage
