from .errors import UserInputError

NOT_AUTHORIZED = "The current customer isn't authorized."


def signed_in_customer(info):
    """The customer the request's token signs in, or the UNAUTHENTICATED error."""
    user = info.context.user
    if not getattr(info.context, "customer_token", "") or not user.is_authenticated:
        raise UserInputError(NOT_AUTHORIZED, code="UNAUTHENTICATED")
    return user


def customer_or_none(info):
    """The customer the request's token signs in, or None for a visitor."""
    user = info.context.user
    if getattr(info.context, "customer_token", "") and user.is_authenticated:
        return user
    return None
