import pytest


@pytest.fixture(autouse=True)
def private_media(settings, tmp_path):
    """Each test's photos in a folder of its own, beside (never inside) its MEDIA_ROOT."""
    settings.MEDIA_ROOT = tmp_path / "media"
    settings.PRIVATE_MEDIA_ROOT = tmp_path / "private-media"
    return settings.PRIVATE_MEDIA_ROOT
