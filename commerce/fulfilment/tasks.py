"""The fulfilment jobs Celery runs: the shipment email (registered from emails.py)."""

from .emails import send_shipment_sent

__all__ = ["send_shipment_sent"]
