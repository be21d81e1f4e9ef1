from graphql import OperationType

from commerce.customers import recaptcha
from commerce.customers.throttling import client_ip

from .errors import UserInputError

RECAPTCHA_FAILED = "ReCaptcha validation failed, please try again"


class RecaptchaMiddleware:
    """Checks the X-ReCaptcha token before any root mutation named in RECAPTCHA_V3_MUTATIONS.

    One place for every protected mutation, so a mutation added to the setting is protected
    without touching its code. A failure raises before the mutation runs: nothing changes.
    """

    def resolve(self, next_, root, info, **args):
        if (
            info.path.prev is None
            and info.operation.operation == OperationType.MUTATION
            and recaptcha.required_for(info.field_name)
            and not _verified(info.context)
        ):
            raise UserInputError(RECAPTCHA_FAILED, code="RECAPTCHA_FAILED")
        return next_(root, info, **args)


def _verified(request) -> bool:
    """Verifies the request's token once: the service accepts each token only once, and one
    request may carry several protected mutations."""
    if not hasattr(request, "recaptcha_verified"):
        request.recaptcha_verified = recaptcha.verify(
            request.headers.get(recaptcha.HEADER, ""), client_ip(request)
        )
    return request.recaptcha_verified
