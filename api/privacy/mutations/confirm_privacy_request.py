import graphene

from commerce.privacy import services

from ..types import PrivacyRequestStatus


class ConfirmPrivacyRequestOutput(graphene.ObjectType):
    """The confirmed request."""

    request = graphene.Field(
        PrivacyRequestStatus, required=True, description="The request, confirmed."
    )
    already_confirmed = graphene.Boolean(
        required=True, description="True when the link had been used before: nothing changed."
    )


class ConfirmPrivacyRequest(graphene.Mutation):
    """Confirms a privacy request with the token of its emailed link: it opens for staff, due
    as counted from its submission (45 days; 15 business days to opt out or limit). Using the
    link again answers the same request with already_confirmed. A token the shop did not make
    is CONFIRMATION_LINK_INVALID; an expired one of a request never confirmed is
    CONFIRMATION_LINK_EXPIRED (submit the request again)."""

    class Arguments:
        token = graphene.String(required=True, description="The token from the emailed link.")

    Output = ConfirmPrivacyRequestOutput

    @staticmethod
    def mutate(root, info, token):
        confirmation = services.confirm(token)
        return ConfirmPrivacyRequestOutput(
            request=confirmation.request, already_confirmed=confirmation.already_confirmed
        )
