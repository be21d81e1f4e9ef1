import graphene
from django.conf import settings
from django.utils import timezone

from commerce.loyalty import store_credit

from ..core.errors import UserInputError
from ..core.types import Money


class CustomerStoreCreditHistoryItem(graphene.ObjectType):
    """One change of the customer's store credit."""

    action = graphene.String(
        required=True, description='What happened, e.g. "Granted by staff", "Used on an order".'
    )
    actual_balance = graphene.Field(
        Money, required=True, description="The balance right after this change."
    )
    balance_change = graphene.Field(
        Money, required=True, description="The amount added (positive) or spent (negative)."
    )
    date_time_changed = graphene.String(
        required=True, description="When it happened, ISO 8601 with the offset."
    )

    @staticmethod
    def resolve_actual_balance(item, info):
        return Money(value=item.balance_after, currency=item.currency)

    @staticmethod
    def resolve_balance_change(item, info):
        return Money(value=item.amount, currency=item.currency)

    @staticmethod
    def resolve_date_time_changed(item, info):
        return timezone.localtime(item.created_at).isoformat(timespec="seconds")


class CustomerStoreCreditHistory(graphene.ObjectType):
    """A page of the customer's store-credit changes, newest first."""

    items = graphene.List(
        graphene.NonNull(CustomerStoreCreditHistoryItem),
        required=True,
        description="The changes on this page.",
    )
    total_count = graphene.Int(required=True, description="How many changes there are in all.")


class CustomerStoreCredit(graphene.ObjectType):
    """The customer's store credit. Resolved from the customer (`customers.User`) itself."""

    enabled = graphene.Boolean(
        required=True, description="Whether the storefront shows store credit at all."
    )
    current_balance = graphene.Field(
        Money, required=True, description="What the customer can spend now; never negative."
    )
    balance_history = graphene.Field(
        CustomerStoreCreditHistory,
        required=True,
        page_size=graphene.Int(
            name="pageSize",
            default_value=20,
            description=f"Changes per page, 1 to {store_credit.HISTORY_MAX_PAGE_SIZE}.",
        ),
        current_page=graphene.Int(
            name="currentPage", default_value=1, description="The page, from 1."
        ),
        description="The customer's store-credit changes, newest first.",
    )

    @staticmethod
    def resolve_enabled(customer, info):
        return settings.STORE_CREDIT_ENABLED

    @staticmethod
    def resolve_current_balance(customer, info):
        return Money(value=store_credit.balance(customer), currency=store_credit.currency())

    @staticmethod
    def resolve_balance_history(customer, info, page_size, current_page):
        if not 1 <= page_size <= store_credit.HISTORY_MAX_PAGE_SIZE:
            raise UserInputError(
                f"pageSize must be between 1 and {store_credit.HISTORY_MAX_PAGE_SIZE}."
            )
        if current_page < 1:
            raise UserInputError("currentPage must be 1 or more.")
        page = store_credit.history(customer, page=current_page, page_size=page_size)
        return CustomerStoreCreditHistory(items=page.items, total_count=page.total_count)


class CustomerSegmentKey(graphene.ObjectType):
    """A segment the customer belongs to, e.g. a campaign they have seen."""

    id = graphene.Int(required=True, description="The key's id.")
    name = graphene.String(required=True, description="Letters, digits and underscores.")
