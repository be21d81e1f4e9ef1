from contextlib import contextmanager

from commerce.basket.services import CartError
from commerce.ordering.errors import CheckoutError

from ..core.errors import UserInputError


@contextmanager
def checkout_errors():
    """A refused checkout step comes back as a GraphQL error with its stable code."""
    try:
        yield
    except (CheckoutError, CartError) as error:
        raise UserInputError(str(error), code=error.code) from error
