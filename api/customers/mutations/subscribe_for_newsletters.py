import graphene

from commerce.customers import newsletter

from ...core.throttling import enforce_rate

SUBSCRIBED = "SUBSCRIBED"
SIGNED_UP = "Thanks for signing up! New subscribers get their $10 off code by email."


class SubscribeForNewslettersResult(graphene.ObjectType):
    """How the sign-up went."""

    status = graphene.String(
        required=True, description="The address's status now: SUBSCRIBED once signed up."
    )
    message = graphene.String(required=True, description="A sentence to show the shopper.")


class SubscribeForNewslettersOutput(graphene.ObjectType):
    """The answer to a newsletter sign-up."""

    result = graphene.Field(
        SubscribeForNewslettersResult, required=True, description="How the sign-up went."
    )


class SubscribeForNewsletters(graphene.Mutation):
    """Signs an address up for the newsletter and emails new subscribers a $10 welcome code.

    Signing up an address again, in any letter case, succeeds without sending a second email.
    An empty or malformed address is a BAD_USER_INPUT error that changes nothing. Rate limited
    per client address and per email (TOO_MANY_REQUESTS).
    """

    class Arguments:
        email = graphene.String(required=True, description="The shopper's email address.")

    Output = SubscribeForNewslettersOutput

    @staticmethod
    def mutate(root, info, email):
        enforce_rate(info, "newsletter", email=email)
        newsletter.subscribe(email)
        return SubscribeForNewslettersOutput(
            result=SubscribeForNewslettersResult(status=SUBSCRIBED, message=SIGNED_UP)
        )
