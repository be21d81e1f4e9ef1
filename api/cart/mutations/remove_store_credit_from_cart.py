from commerce.ordering import credit

from .store_credit_change import StoreCreditChange


class RemoveStoreCreditFromCart(StoreCreditChange):
    """Stops using store credit on the signed-in customer's cart: the card pays it all."""

    change = staticmethod(credit.remove)
