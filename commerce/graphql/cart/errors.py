from contextlib import contextmanager

from commerce.basket.services import CartError

from ..core.errors import UserInputError


@contextmanager
def cart_errors():
    """A refused cart change comes back as a GraphQL error with its stable code."""
    try:
        yield
    except CartError as error:
        raise UserInputError(str(error), code=error.code) from error
