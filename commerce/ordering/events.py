"""What ordering announces (commerce.core.events), so that it imports none of the apps that
react: subscriptions, loyalty and analytics listen from their AppConfig.ready()."""

from commerce.core.events import Event

# In the transaction that writes a shopper's order (listeners connect with after_commit=False),
# facts `order`, `card` (the stored card charged, or None) and `request`: for what must be
# written with the order or not at all. A listener that fails rolls the order back (its charge is
# then refunded). They run in the order of these ranks:
order_written = Event("order written")
# What the order paid for (a subscription line's subscription): first, so that the rest sees it.
PAID_FOR = 0
# Money the order earns someone (a referrer's store credit), exactly once with the order.
EARNED = 10
# Revenue tracking, captured with the visitor's context and stored once the order commits.
TRACKED = 20

# Once a shopper's order is committed, never on rollback; fact `order_id`. Emails listen here.
order_placed = Event("order placed")

# Once a refund of part of what an order was paid is committed (a return, the money-back
# guarantee), never on rollback; facts `order`, `amount` (Decimal) and `lines`, ((line id,
# quantity), ...) the refund covers, empty when it covers the order as a whole. Whatever reacts to
# an order's money (loyalty's referral credit) listens, so what gives money back need not know it.
order_refunded = Event("order refunded")
