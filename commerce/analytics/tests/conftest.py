import pytest

from .destination import DESTINATION, FakeDestination


@pytest.fixture
def destination(settings, monkeypatch):
    settings.ANALYTICS_FORWARD_URL = DESTINATION
    settings.ANALYTICS_WRITE_KEY = "write-key-1"
    fake = FakeDestination()
    monkeypatch.setattr("urllib.request.urlopen", fake)
    return fake
