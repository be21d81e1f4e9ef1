import graphene

from .mutations.confirm_privacy_request import ConfirmPrivacyRequest
from .mutations.submit_privacy_request import SubmitPrivacyRequest


class PrivacyMutations(graphene.ObjectType):
    submit_privacy_request = SubmitPrivacyRequest.Field(
        name="submitPrivacyRequest",
        description="Takes a privacy request and emails a link to confirm it.",
    )
    confirm_privacy_request = ConfirmPrivacyRequest.Field(
        name="confirmPrivacyRequest",
        description="Confirms a privacy request with its emailed link's token.",
    )
