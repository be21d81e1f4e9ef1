from contextlib import contextmanager

from commerce.subscriptions import signals


@contextmanager
def announcements():
    """What the subscriptions announce to their listeners (analytics, loyalty) while the block
    runs, as (what happened, subscription id, its order's number or the reason)."""
    heard = []

    def started(sender, subscription, order, **kwargs):
        heard.append(("started", subscription.pk, order.number))

    def renewed(sender, subscription, order, **kwargs):
        heard.append(("renewed", subscription.pk, order.number))

    def canceled(sender, subscription, reason, **kwargs):
        heard.append(("canceled", subscription.pk, reason))

    receivers = {signals.started: started, signals.renewed: renewed, signals.canceled: canceled}
    for signal, receiver in receivers.items():
        signal.connect(receiver)
    try:
        yield heard
    finally:
        for signal, receiver in receivers.items():
            signal.disconnect(receiver)
