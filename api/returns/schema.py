import graphene

from .mutations.request_return import RequestReturn


class ReturnMutations(graphene.ObjectType):
    request_return = RequestReturn.Field(
        name="requestReturn",
        description="Starts a return of shipped items of one of the customer's orders.",
    )
