from commerce.loyalty import segment_keys

from .segment_key_change import SegmentKeyChange


class AddCustomerSegmentKey(SegmentKeyChange):
    """Adds a segment key to the signed-in customer; adding one they have changes nothing."""

    change = staticmethod(segment_keys.add_segment_key)
