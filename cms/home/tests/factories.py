from cms.base.tests.factories import StorefrontPageFactory
from cms.home.models import HomePage, MensHomePage
from cms.home.site import install_home_page


def make_womens_home(**fields) -> HomePage:
    fields = {"title": "Hair growth, rooted in science", "slug": "women", **fields}
    return install_home_page(HomePage(**fields))


class MensHomePageFactory(StorefrontPageFactory):
    title = "Rootwell Men"
    slug = "men"

    class Meta:
        model = MensHomePage
