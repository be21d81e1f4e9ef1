"""Every root of the API: the query and mutation mixins grapple builds its Query and Mutation
from (wagtail_hooks.py registers them), the shop's and the CMS's."""

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

SHOP_QUERIES = [
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
]
# The CMS's roots (each a CmsRoots: like grapple's own, they refuse text holding a NUL).
CMS_QUERIES = [
    PageQueries,
    HelpQueries,
    NavigationQueries,
    AssuranceQueries,
    SearchQueries,
    RecommendationQueries,
    QuizQueries,
    ExperimentQueries,
]
QUERIES = [*SHOP_QUERIES, *CMS_QUERIES]
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
