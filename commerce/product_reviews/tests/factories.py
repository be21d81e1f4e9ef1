"""Reviews and the purchases behind them.

product, plan = sold_product()                 # a parent product with one $88 plan
bought(customer, plan)                         # a shipped order of it (Shipped)
ReviewFactory(product=product, user=customer, score=4)   # approved unless status= says otherwise
"""

import factory
from oscar.core.loading import get_model

from commerce.customers.tests.factories import CustomerFactory
from commerce.plans.tests.factories import PlanFactory
from commerce.returns.tests.factories import shipped_order

ProductReview = get_model("reviews", "ProductReview")


def sold_product():
    plan = PlanFactory()
    return plan.parent, plan


def bought(customer, plan, *, shipped=True):
    return shipped_order(customer, plans=[plan], shipped=shipped)


class ReviewFactory(factory.django.DjangoModelFactory):
    product = factory.LazyFunction(lambda: PlanFactory().parent)
    user = factory.SubFactory(CustomerFactory)
    title = factory.Sequence(lambda n: f"Thicker in {n + 2} months")
    body = "My hair sheds less and my ponytail feels fuller."
    score = 5
    status = ProductReview.APPROVED

    class Meta:
        model = ProductReview
