"""Signing in by email without telling which emails have accounts."""

from django.contrib.auth import get_user_model
from oscar.apps.customer.auth_backends import EmailBackend as OscarEmailBackend
from oscar.apps.customer.utils import normalise_email


class EmailBackend(OscarEmailBackend):
    """Oscar's email sign-in, except that an email without an account hashes the password all
    the same (as Django's ModelBackend does for usernames): a failed sign-in takes as long
    whether or not the email is registered, so its timing cannot be used to find customers."""

    def _authenticate(self, request, email=None, password=None, *args, **kwargs):
        User = get_user_model()
        address = normalise_email(email if email is not None else kwargs.get("username") or "")
        users = list(User.objects.filter(email__iexact=address)) if "@" in address else []
        if not users:
            User().set_password(password)
            return None
        signed_in = [
            user
            for user in users
            if user.check_password(password) and self.user_can_authenticate(user)
        ]
        if len(signed_in) > 1:
            # Oscar's rule: two accounts sharing an email and a password cannot be told apart.
            raise User.MultipleObjectsReturned(
                "There are multiple users with the given email address and password"
            )
        return signed_in[0] if signed_in else None
