"""A privacy request as its requester sees it once confirmed: what they asked and when it is due."""

import graphene


class PrivacyRequestStatus(graphene.ObjectType):
    """A privacy request, as the requester who confirmed it may see it: the shop's words only.
    Whoever holds the emailed link sees this, so nothing the sender wrote (name, details) is
    here; staff read those in the dashboard."""

    request_type = graphene.String(
        required=True, description="know, delete, correct, opt_out or limit."
    )
    request_type_label = graphene.String(
        required=True, description='What it asks, e.g. "Delete my information".'
    )
    status = graphene.String(
        required=True,
        description="awaiting_confirmation, open, in_progress, completed or rejected.",
    )
    status_label = graphene.String(required=True, description='The status in words: "Confirmed".')
    confirmed_at = graphene.DateTime(description="When the requester confirmed it.")
    due_date = graphene.String(
        description="The day the shop answers by (YYYY-MM-DD), counted from the submission: 45 "
        "days to know, delete or correct, 15 business days to opt out or limit."
    )

    @staticmethod
    def resolve_request_type_label(request, info):
        return request.get_request_type_display()

    @staticmethod
    def resolve_status_label(request, info):
        return request.get_status_display()

    @staticmethod
    def resolve_due_date(request, info):
        return request.due_on.isoformat() if request.due_on else None
