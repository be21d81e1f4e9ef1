"""The shop's Oscar settings: its name, currency and dashboard home; Oscar's search idle."""

import warnings

OSCAR_SHOP_NAME = "Rootwell"
OSCAR_DEFAULT_CURRENCY = "USD"
OSCAR_HOMEPAGE = "/dashboard/"
# Product search runs through Wagtail; Oscar's haystack index is never updated.
warnings.filterwarnings("ignore", "update is not implemented in this backend", UserWarning)
HAYSTACK_CONNECTIONS = {"default": {"ENGINE": "haystack.backends.simple_backend.SimpleEngine"}}
# Oscar's default (the realtime processor) hands every model save in the shop to haystack, which
# has no index to update: every order written paid for a dozen of those calls.
HAYSTACK_SIGNAL_PROCESSOR = "haystack.signals.BaseSignalProcessor"
