import graphene

from commerce.loyalty import campaigns, segment_keys

from ..core.limits import bound_list
from ..core.mutation_fields import mutation_field
from ..core.permissions import signed_in_customer
from .mutations.accept_loyalty_campaign import AcceptLoyaltyCampaign
from .mutations.add_customer_segment_key import AddCustomerSegmentKey
from .mutations.delete_loyalty_campaign import DeleteLoyaltyCampaign
from .mutations.remove_customer_segment_key import RemoveCustomerSegmentKey
from .types import CustomerSegmentKey, LoyaltyCampaign


class LoyaltyQueries(graphene.ObjectType):
    customer_segment_keys = graphene.List(
        graphene.NonNull(CustomerSegmentKey),
        required=True,
        description="The signed-in customer's segment keys, oldest first.",
    )

    customer_campaigns = graphene.List(
        graphene.NonNull(LoyaltyCampaign),
        required=True,
        name="customerCampaigns",
        description="The signed-in customer's open offers in next-reward order (soonest to "
        "expire, then the campaign's priority, then segment name), then those accepted and not "
        "yet used; on subscriptions that are not canceled, at most 100.",
    )
    customer_all_campaigns = graphene.List(
        graphene.NonNull(LoyaltyCampaign),
        required=True,
        name="customerAllCampaigns",
        description="Every offer the signed-in customer has not declined and that has not "
        "expired unaccepted, used ones included, newest first, at most 100.",
    )

    @staticmethod
    def resolve_customer_segment_keys(root, info):
        return segment_keys.segment_keys_of(signed_in_customer(info))

    @staticmethod
    def resolve_customer_campaigns(root, info):
        return campaigns.customer_campaigns(signed_in_customer(info))

    @staticmethod
    def resolve_customer_all_campaigns(root, info):
        return campaigns.all_campaigns(signed_in_customer(info))


class LoyaltyMutations(graphene.ObjectType):
    add_customer_segment_key = mutation_field(
        AddCustomerSegmentKey,
        "Adds a self-service segment key to the signed-in customer; returns all "
        "their keys. Any other key is refused (SEGMENT_KEY_NOT_ALLOWED).",
    )
    remove_customer_segment_key = mutation_field(
        RemoveCustomerSegmentKey,
        "Removes a self-service segment key from the signed-in customer; returns "
        "their keys. Any other key is refused (SEGMENT_KEY_NOT_ALLOWED).",
    )
    accept_loyalty_campaign = mutation_field(
        AcceptLoyaltyCampaign, "Accepts one of the signed-in customer's reward offers."
    )
    delete_loyalty_campaign = mutation_field(
        DeleteLoyaltyCampaign, "Declines one of the signed-in customer's reward offers."
    )


bound_list("Query.customer_segment_keys", segment_keys.MAX_KEYS_PER_CUSTOMER)
bound_list("Query.customerCampaigns", campaigns.MAX_LISTED)
bound_list("Query.customerAllCampaigns", campaigns.MAX_LISTED)
