import factory

from cms.base.tests.factories import StorefrontPageFactory
from cms.products.models import ProductListingPage, ProductPage
from commerce.plans.tests.factories import ProductFactory


class ProductPageFactory(StorefrontPageFactory):
    product = factory.SubFactory(ProductFactory)

    class Meta:
        model = ProductPage


class ProductListingPageFactory(StorefrontPageFactory):
    title = "All Products"
    slug = "products"

    class Meta:
        model = ProductListingPage
