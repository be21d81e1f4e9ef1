"""What happens to placed orders, sent once each change is committed: whatever reacts to an
order's money (loyalty's referral credit, analytics) connects here, so the apps that give money
back need not know them."""

from django.dispatch import Signal

# sender=Order, order=..., amount=Decimal, lines=((line id, quantity), ...): part of what the
# order was paid was given back (a return, the money-back guarantee). `lines` are the items the
# refund covers; empty when it covers the order as a whole.
order_refunded = Signal()
