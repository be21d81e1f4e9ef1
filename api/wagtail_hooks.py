"""Every root of the API, registered into grapple's schema: the shop's, then the CMS's."""

from wagtail import hooks

from .addresses.schema import AddressMutations, AddressQueries
from .assurances.schema import AssuranceQueries
from .cart.schema import CartMutations, CartQueries
from .catalogue.schema import CatalogueQueries
from .checkout.schema import CheckoutMutations
from .consultations.schema import ConsultationMutations, ConsultationQueries
from .customers.schema import CustomerMutations, CustomerQueries
from .experiments.schema import ExperimentQueries
from .help.schema import HelpQueries
from .loyalty.schema import LoyaltyMutations, LoyaltyQueries
from .navigation.schema import NavigationQueries
from .orders.schema import OrderQueries
from .pages.schema import PageQueries
from .payments.schema import PaymentMutations, PaymentQueries
from .privacy.schema import PrivacyMutations
from .quiz.schema import QuizMutations, QuizQueries
from .recommendations.schema import RecommendationQueries
from .returns.schema import ReturnMutations
from .reviews.schema import ReviewMutations, ReviewQueries
from .search.schema import SearchMutations, SearchQueries
from .subscriptions.schema import SubscriptionMutations, SubscriptionQueries

QUERIES = [
    CatalogueQueries,
    CustomerQueries,
    AddressQueries,
    LoyaltyQueries,
    PaymentQueries,
    CartQueries,
    SubscriptionQueries,
    OrderQueries,
    ConsultationQueries,
    ReviewQueries,
    PageQueries,
    HelpQueries,
    NavigationQueries,
    AssuranceQueries,
    SearchQueries,
    RecommendationQueries,
    QuizQueries,
    ExperimentQueries,
]
MUTATIONS = [
    CustomerMutations,
    AddressMutations,
    LoyaltyMutations,
    PaymentMutations,
    CartMutations,
    CheckoutMutations,
    SubscriptionMutations,
    ConsultationMutations,
    ReturnMutations,
    PrivacyMutations,
    ReviewMutations,
    SearchMutations,
    QuizMutations,
]


@hooks.register("register_schema_query")
def register_queries(query_mixins):
    query_mixins.extend(QUERIES)


@hooks.register("register_schema_mutation")
def register_mutations(mutation_mixins):
    mutation_mixins.extend(MUTATIONS)
