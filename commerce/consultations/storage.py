"""Scalp photos live in their own storage, outside MEDIA_ROOT: nothing serves that folder, only
the access-checked view in views.py reads it."""

from django.conf import settings
from django.core.files.storage import FileSystemStorage
from django.core.signals import setting_changed
from django.utils.functional import LazyObject


class PrivateStorage(LazyObject):
    def _setup(self):
        # No base_url: a private file has no public address.
        self._wrapped = FileSystemStorage(location=settings.PRIVATE_MEDIA_ROOT, base_url=None)


private_storage = PrivateStorage()


def get_private_storage():
    """The storage ScalpPhoto.file uses (a callable keeps the setting out of migrations)."""
    return private_storage


def _reset(*, setting, **kwargs):
    if setting == "PRIVATE_MEDIA_ROOT":
        from django.utils.functional import empty

        private_storage._wrapped = empty


setting_changed.connect(_reset)
