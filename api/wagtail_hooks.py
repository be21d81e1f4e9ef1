from wagtail import hooks

from .addresses.schema import AddressMutations, AddressQueries
from .cart.schema import CartMutations, CartQueries
from .catalogue.schema import CatalogueQueries
from .checkout.schema import CheckoutMutations
from .consultations.schema import ConsultationMutations, ConsultationQueries
from .customers.schema import CustomerMutations, CustomerQueries
from .loyalty.schema import LoyaltyMutations, LoyaltyQueries
from .orders.schema import OrderQueries
from .payments.schema import PaymentMutations, PaymentQueries
from .privacy.schema import PrivacyMutations
from .returns.schema import ReturnMutations
from .reviews.schema import ReviewMutations, ReviewQueries
from .subscriptions.schema import SubscriptionMutations, SubscriptionQueries


@hooks.register("register_schema_query")
def register_commerce_queries(query_mixins):
    query_mixins.append(CatalogueQueries)
    query_mixins.append(CustomerQueries)
    query_mixins.append(AddressQueries)
    query_mixins.append(LoyaltyQueries)
    query_mixins.append(PaymentQueries)
    query_mixins.append(CartQueries)
    query_mixins.append(SubscriptionQueries)
    query_mixins.append(OrderQueries)
    query_mixins.append(ConsultationQueries)
    query_mixins.append(ReviewQueries)


@hooks.register("register_schema_mutation")
def register_commerce_mutations(mutation_mixins):
    mutation_mixins.append(CustomerMutations)
    mutation_mixins.append(AddressMutations)
    mutation_mixins.append(LoyaltyMutations)
    mutation_mixins.append(PaymentMutations)
    mutation_mixins.append(CartMutations)
    mutation_mixins.append(CheckoutMutations)
    mutation_mixins.append(SubscriptionMutations)
    mutation_mixins.append(ConsultationMutations)
    mutation_mixins.append(ReturnMutations)
    mutation_mixins.append(PrivacyMutations)
    mutation_mixins.append(ReviewMutations)
