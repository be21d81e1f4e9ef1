import graphene

from commerce.privacy import services
from commerce.privacy.models import BUSINESS_DAY_TYPES

from ...core.throttling import enforce_rate

AWAITING_CONFIRMATION = "AWAITING_CONFIRMATION"
CHECK_EMAIL = (
    "Thanks. We sent a link to {email}: open it within {hours} hours to confirm your request. "
    "Nothing happens until you confirm."
)
# An opt-out or limit also turned advertising off in the submitting browser, at once.
CHECK_EMAIL_TO_APPLY = (
    "Thanks. We sent a link to {email}: open it within {hours} hours to confirm your request, "
    "so that it also covers the information we hold for this address."
)


class SubmitPrivacyRequestInput(graphene.InputObjectType):
    """A privacy request as the storefront's form sends it."""

    request_type = graphene.String(
        required=True,
        description="What to do: know (know or access), delete, correct, opt_out (opt out of "
        "sale or sharing) or limit (limit the use of sensitive information).",
    )
    email = graphene.String(required=True, description="The requester's email address.")
    name = graphene.String(description="The requester's name (optional, 150 characters).")
    details = graphene.String(
        description="For correct: what to correct and how (2000 characters); ignored otherwise."
    )


class SubmitPrivacyRequestOutput(graphene.ObjectType):
    """The answer to a privacy request: it waits for the emailed confirmation."""

    status = graphene.String(
        required=True, description="AWAITING_CONFIRMATION: the confirmation link was emailed."
    )
    message = graphene.String(required=True, description="A sentence to show the visitor.")


class SubmitPrivacyRequest(graphene.Mutation):
    """Takes a privacy request and emails the requester a link to confirm it; nothing is done
    for it until they confirm. Each call is a new request with its own link (a pending one is
    never changed). An unknown type, a malformed email or a correction without details
    is BAD_USER_INPUT and stores nothing. Rate limited per client address and per email
    (TOO_MANY_REQUESTS)."""

    class Arguments:
        input = SubmitPrivacyRequestInput(required=True, description="The request.")

    Output = SubmitPrivacyRequestOutput

    @staticmethod
    def mutate(root, info, input):
        enforce_rate(info, "privacy_request", email=input.email)
        request = services.submit(
            input.request_type, input.email, input.name or "", input.details or ""
        )
        hours = services.confirm_hours()
        return SubmitPrivacyRequestOutput(
            status=AWAITING_CONFIRMATION,
            message=(
                CHECK_EMAIL_TO_APPLY if request.request_type in BUSINESS_DAY_TYPES else CHECK_EMAIL
            ).format(email=request.email, hours=hours),
        )
