import factory

from cms.base.tests.factories import StorefrontPageFactory
from cms.products.models import ProductPage
from commerce.plans.tests.factories import ProductFactory


class ProductPageFactory(StorefrontPageFactory):
    product = factory.SubFactory(ProductFactory)

    class Meta:
        model = ProductPage
