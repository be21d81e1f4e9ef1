import graphene

from ..core.mutation_fields import mutation_field
from .mutations.confirm_privacy_request import ConfirmPrivacyRequest
from .mutations.submit_privacy_request import SubmitPrivacyRequest


class PrivacyMutations(graphene.ObjectType):
    submit_privacy_request = mutation_field(
        SubmitPrivacyRequest, "Takes a privacy request and emails a link to confirm it."
    )
    confirm_privacy_request = mutation_field(
        ConfirmPrivacyRequest, "Confirms a privacy request with its emailed link's token."
    )
