"""A return as the customer's order page shows it, and the order's return window."""

import graphene
from django.utils import timezone

from commerce.returns.models import Reason

from ..core.fields import attribute, money_field
from ..core.formatting import entity_uid, money


class ReturnReasonOption(graphene.ObjectType):
    """A reason a customer may give for a return."""

    code = graphene.String(required=True, description="What requestReturn takes, e.g. damaged.")
    label = graphene.String(
        required=True, description='What the customer reads, e.g. "Arrived damaged".'
    )


class OrderReturnWindow(graphene.ObjectType):
    """Whether a return of the order can be started today, and until when."""

    open = graphene.Boolean(
        required=True, description="True when some shipped item can be returned today."
    )
    closes_on = graphene.String(
        description="The last day to start a return (YYYY-MM-DD); null until an item ships."
    )
    days = graphene.Int(required=True, description="How many days after dispatch it stays open.")
    message = graphene.String(required=True, description="What to tell the customer about it.")
    reasons = graphene.List(
        graphene.NonNull(ReturnReasonOption),
        required=True,
        description="The reasons a return may give, in the order to offer them.",
    )

    @staticmethod
    def resolve_closes_on(window, info):
        return window.closes_on.isoformat() if window.closes_on else None

    @staticmethod
    def resolve_reasons(window, info):
        return [ReturnReasonOption(code=code, label=label) for code, label in Reason.choices]


class OrderReturnItem(graphene.ObjectType):
    """How many of one of the order's items a return sends back."""

    order_item_id = graphene.ID(required=True, description="The order item's uid.")
    product_name = graphene.String(
        required=True, description="The name it was sold under.", resolver=attribute("line.title")
    )
    quantity = graphene.Int(required=True, description="How many are returned.")

    @staticmethod
    def resolve_order_item_id(entry, info):
        return entity_uid(entry.line_id)


class ReturnStatus(graphene.Enum):
    """Where a return stands."""

    REQUESTED = "requested"
    RECEIVED = "received"
    REFUNDED = "refunded"
    REJECTED = "rejected"

    @property
    def description(self):
        return {
            ReturnStatus.REQUESTED: "Started by the customer; the parcel is on its way back.",
            ReturnStatus.RECEIVED: "The shop has the items back; the refund follows.",
            ReturnStatus.REFUNDED: "Refunded (see refund).",
            ReturnStatus.REJECTED: "Refused by the shop (see rejection_reason).",
        }.get(self)


class OrderReturn(graphene.ObjectType):
    """A return of some of the order's items."""

    id = graphene.ID(required=True, description="The return's uid (its id, base64-encoded).")
    number = graphene.String(required=True, description='The return\'s number, e.g. "R42".')
    status = graphene.Field(ReturnStatus, required=True, description="Where it stands.")
    status_label = graphene.String(required=True, description='E.g. "Refunded".')
    reason = graphene.String(required=True, description="The reason's code.")
    reason_label = graphene.String(
        required=True, description="The reason as the customer chose it."
    )
    note = graphene.String(description="What the customer added; null when nothing.")
    created_at = graphene.String(
        required=True, description='When it was started: "YYYY-MM-DD HH:MM:SS", shop time.'
    )
    items = graphene.List(
        graphene.NonNull(OrderReturnItem), required=True, description="What is sent back."
    )
    refund = money_field("What was refunded; null until it is.", required=False)
    refunded_at = graphene.String(
        description='When it was refunded: "YYYY-MM-DD HH:MM:SS", shop time; null until then.'
    )
    rejection_reason = graphene.String(description="Why it was rejected; null unless it was.")

    @staticmethod
    def resolve_id(request, info):
        return entity_uid(request.pk)

    @staticmethod
    def resolve_status(request, info):
        return str(request.status)  # a return just made holds the choice, not its text

    @staticmethod
    def resolve_status_label(request, info):
        return request.get_status_display()

    @staticmethod
    def resolve_reason_label(request, info):
        return request.get_reason_display()

    @staticmethod
    def resolve_note(request, info):
        return request.note or None

    @staticmethod
    def resolve_created_at(request, info):
        return _when(request.created_at)

    @staticmethod
    def resolve_items(request, info):
        return request.lines.all()

    @staticmethod
    def resolve_refund(request, info):
        if request.refund_amount is None:
            return None
        return money(request.order, request.refund_amount)

    @staticmethod
    def resolve_refunded_at(request, info):
        return _when(request.refunded_at) if request.refunded_at else None

    @staticmethod
    def resolve_rejection_reason(request, info):
        return request.rejection_reason or None


def _when(moment) -> str:
    return timezone.localtime(moment).strftime("%Y-%m-%d %H:%M:%S")
