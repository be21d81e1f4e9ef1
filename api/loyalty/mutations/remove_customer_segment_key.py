from commerce.loyalty import segment_keys

from .segment_key_change import SegmentKeyChange


class RemoveCustomerSegmentKey(SegmentKeyChange):
    """Removes a segment key from the signed-in customer; one they lack changes nothing."""

    change = staticmethod(segment_keys.remove_segment_key)
