from commerce.ordering import credit

from .store_credit_change import StoreCreditChange


class ApplyStoreCreditToCart(StoreCreditChange):
    """Pays the signed-in customer's cart with their store credit, up to the amount due; the
    card is charged the rest (NO_STORE_CREDIT when the balance is 0)."""

    change = staticmethod(credit.apply)
