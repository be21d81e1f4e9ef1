import graphene

from ..core.mutation_fields import mutation_field
from .mutations.request_return import RequestReturn


class ReturnMutations(graphene.ObjectType):
    request_return = mutation_field(
        RequestReturn, "Starts a return of shipped items of one of the customer's orders."
    )
