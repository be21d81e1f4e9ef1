import base64
import binascii

import graphene

from commerce.returns import services

from ...core.permissions import signed_in_customer
from ..types import OrderReturn


class ReturnItemInput(graphene.InputObjectType):
    """One of the order's items to send back, and how many."""

    order_item_id = graphene.ID(required=True, description="The order item's uid (items { id }).")
    quantity = graphene.Int(required=True, description="How many to return, at least 1.")


class RequestReturnInput(graphene.InputObjectType):
    """A return of some of an order's shipped items."""

    order_number = graphene.String(required=True, description="The order's number.")
    items = graphene.List(
        graphene.NonNull(ReturnItemInput), required=True, description="What to send back."
    )
    reason = graphene.String(
        required=True, description="A reason's code (the order's return_window { reasons })."
    )
    note = graphene.String(description="Anything the customer wants to add (1000 characters).")


class RequestReturnOutput(graphene.ObjectType):
    return_request = graphene.Field(
        OrderReturn, name="return", required=True, description="The return, requested."
    )


class RequestReturn(graphene.Mutation):
    """Starts a return of shipped items of one of the signed-in customer's orders, within the
    returns window. Another customer's order is NOT_FOUND, as a missing one; a return the rules
    refuse (unshipped items, the window closed, more than is left to return) is
    RETURN_NOT_ALLOWED with the reason, and nothing is stored."""

    class Arguments:
        input = RequestReturnInput(required=True, description="The order, items and reason.")

    Output = RequestReturnOutput

    @staticmethod
    def mutate(root, info, input):
        customer = signed_in_customer(info)
        items = [(_line_id(item.order_item_id), item.quantity) for item in input.items]
        request = services.request_return(
            customer, input.order_number, items, input.reason, input.note or ""
        )
        return RequestReturnOutput(return_request=request)


def _line_id(uid: str) -> int:
    """The order line id a uid encodes; -1 (no line) for anything else."""
    # b64decode refuses text outside ASCII with a plain ValueError, and "²" is a digit that
    # int() refuses: only ASCII decimals of a size an id can have name a line.
    if not uid.isascii():
        return -1
    try:
        decoded = base64.b64decode(uid, validate=True).decode()
    except (binascii.Error, UnicodeDecodeError):
        return -1
    return int(decoded) if decoded.isascii() and decoded.isdecimal() and len(decoded) < 19 else -1
