import graphene

from commerce.appointments.services import UPCOMING_LIMIT, upcoming_appointments
from commerce.subscriptions import services

from ..appointments.types import Appointment
from ..core.limits import bound_list
from ..core.mutation_fields import mutation_field
from ..core.permissions import signed_in_customer
from .mutations.estimate_subscription_quote import EstimateSubscriptionQuote
from .mutations.update_subscription import UpdateSubscription
from .types import Subscription


class SubscriptionsOutput(graphene.ObjectType):
    """The subscriptions page's data in one call. Resolved from the signed-in customer; each
    part is read only when asked for."""

    appointments = graphene.List(
        graphene.NonNull(Appointment),
        required=True,
        description="Upcoming appointments, soonest first, at most 20.",
    )
    # By path: the customer's type gathers every domain's, subscriptions' included.
    customer = graphene.Field(
        "api.customers.types.Customer", required=True, description="The signed-in customer."
    )
    subscriptions = graphene.List(
        graphene.NonNull(Subscription),
        required=True,
        description="The customer's subscriptions, newest first (at most 100).",
    )

    @staticmethod
    def resolve_appointments(customer, info):
        return upcoming_appointments(customer)

    @staticmethod
    def resolve_customer(customer, info):
        return customer

    @staticmethod
    def resolve_subscriptions(customer, info):
        return services.subscriptions_of(customer)


class SubscriptionQueries(graphene.ObjectType):
    subscriptions = graphene.Field(
        SubscriptionsOutput,
        required=True,
        description="The signed-in customer's subscriptions, appointments and profile.",
    )
    subscription = graphene.Field(
        Subscription,
        entity_id=graphene.Int(required=True, description="The subscription's id."),
        description="One of the signed-in customer's subscriptions; null when it is not theirs.",
    )
    subscriptions_by_ids = graphene.List(
        graphene.NonNull(Subscription),
        required=True,
        entity_ids=graphene.List(
            graphene.NonNull(graphene.Int), required=True, description="At most 50 ids."
        ),
        description="The signed-in customer's subscriptions with these ids, in the order "
        "asked; ids that are not theirs are left out.",
    )

    @staticmethod
    def resolve_subscriptions(root, info):
        return signed_in_customer(info)

    @staticmethod
    def resolve_subscription(root, info, entity_id):
        return services.subscription_of(signed_in_customer(info), entity_id)

    @staticmethod
    def resolve_subscriptions_by_ids(root, info, entity_ids):
        customer = signed_in_customer(info)
        return services.subscriptions_by_ids(customer, entity_ids)


class SubscriptionMutations(graphene.ObjectType):
    update_subscription = mutation_field(
        UpdateSubscription, "Changes one of the signed-in customer's subscriptions."
    )
    estimate_subscription_quote = mutation_field(
        EstimateSubscriptionQuote,
        "What a subscription would charge after a change, before it is confirmed.",
    )


bound_list("SubscriptionsOutput.appointments", UPCOMING_LIMIT)
bound_list("SubscriptionsOutput.subscriptions", services.MAX_LISTED)
bound_list("Query.subscriptions_by_ids", services.MAX_IDS_PER_REQUEST)
