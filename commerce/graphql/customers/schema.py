import graphene

from .mutations.subscribe_for_newsletters import SubscribeForNewsletters


class CustomerMutations(graphene.ObjectType):
    subscribe_for_newsletters = SubscribeForNewsletters.Field(
        name="subscribeForNewsletters",
        description="Signs an address up for the newsletter; new ones get a $10 code by email.",
    )
