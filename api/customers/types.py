import graphene

from commerce.address import services as address_book
from commerce.appointments.services import UPCOMING_LIMIT, upcoming_appointments
from commerce.loyalty.campaigns import next_reward
from commerce.loyalty.referrals import referral_summary
from commerce.loyalty.segment_keys import MAX_KEYS_PER_CUSTOMER, segment_keys_of
from commerce.orders import history

from ..addresses.types import CustomerAddress, customer_address
from ..appointments.types import Appointment
from ..core.limits import bound_list
from ..loyalty.types import CustomerSegmentKey, CustomerStoreCredit, NextReward, Referral
from ..orders.resolvers import customer_orders
from ..orders.types import CustomerOrders, CustomerOrderSortInput
from ..quiz.resolvers import latest_quiz_result
from ..quiz.types import CustomerQuizResult


class Customer(graphene.ObjectType):
    """The signed-in customer, as the storefront's header and account area read it.

    Resolved from the `customers.User` instance itself; each domain (addresses, store credit,
    appointments...) adds its field here with a resolver that calls that domain's service.
    """

    entity_id = graphene.Int(required=True, description="The customer's id.", source="pk")
    firstname = graphene.String(required=True, description="First name.", source="first_name")
    lastname = graphene.String(required=True, description="Last name.", source="last_name")
    telephone = graphene.String(required=True, description='Telephone number; "" when none.')
    gender = graphene.Int(
        description="Magento's code: 1 male, 2 female, 3 not specified; null when not given."
    )
    refill_opt_in = graphene.Boolean(
        required=True, description="True when the customer wants refill reminders."
    )
    email = graphene.String(required=True, description="Email address; also the login.")
    addresses = graphene.List(
        graphene.NonNull(CustomerAddress),
        required=True,
        description="Saved addresses, the default billing one first, then newest first.",
    )
    store_credit = graphene.Field(
        CustomerStoreCredit, required=True, description="Store credit: balance and history."
    )
    referral = graphene.Field(
        Referral,
        required=True,
        description="The customer's referral code and link (made on first ask) and its rewards.",
    )
    segment_key = graphene.List(
        graphene.NonNull(CustomerSegmentKey), required=True, description="Segment keys."
    )
    next_reward = graphene.Field(
        NextReward,
        description="The reward the header's pencil banner shows: the open offer soonest to "
        "expire (then by the campaign's priority and segment name); refer_a_friend when none is "
        "open but some were accepted; null when none.",
    )
    appointments = graphene.List(
        graphene.NonNull(Appointment),
        required=True,
        description="Upcoming appointments, soonest first, at most 20.",
    )
    orders = graphene.Field(
        CustomerOrders,
        required=True,
        current_page=graphene.Int(
            name="currentPage", default_value=1, description="The page, from 1."
        ),
        page_size=graphene.Int(
            name="pageSize",
            default_value=20,
            description=f"Orders per page, 1 to {history.MAX_PAGE_SIZE}.",
        ),
        sort=graphene.Argument(
            CustomerOrderSortInput, description="The order; newest first when left out."
        ),
        description="The customer's orders, one page at a time.",
    )
    quiz_result = graphene.Field(
        CustomerQuizResult, description="The latest hair quiz result; null when none."
    )

    @staticmethod
    def resolve_addresses(user, info):
        return [customer_address(address) for address in address_book.addresses_of(user)]

    @staticmethod
    def resolve_store_credit(user, info):
        return user  # CustomerStoreCredit reads the ledger of the customer it is given

    @staticmethod
    def resolve_referral(user, info):
        return referral_summary(user)

    @staticmethod
    def resolve_segment_key(user, info):
        return segment_keys_of(user)

    @staticmethod
    def resolve_next_reward(user, info):
        return next_reward(user)

    @staticmethod
    def resolve_appointments(user, info):
        return upcoming_appointments(user)

    @staticmethod
    def resolve_orders(user, info, current_page=1, page_size=20, sort=None):
        return customer_orders(user, current_page, page_size, sort)

    @staticmethod
    def resolve_quiz_result(user, info):
        return latest_quiz_result(info, user.pk)


class CustomerOutput(graphene.ObjectType):
    """A customer after a change (createCustomer, updateCustomerV2)."""

    customer = graphene.Field(Customer, required=True, description="The customer.")


bound_list("Customer.addresses", address_book.MAX_ADDRESSES)
bound_list("Customer.segment_key", MAX_KEYS_PER_CUSTOMER)
bound_list("Customer.appointments", UPCOMING_LIMIT)
