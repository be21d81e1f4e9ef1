import graphene

from commerce.customers import passwords

from ...core.throttling import enforce_rate


class RequestPasswordResetEmail(graphene.Mutation):
    """Emails a link to set a new password to the account with this address, if there is one.

    The answer is true for any well-formed address, so it never tells who has an account.
    A malformed address is BAD_USER_INPUT; rate limited per client address and per email.
    """

    class Arguments:
        email = graphene.String(required=True, description="The account's email address.")

    Output = graphene.Boolean

    @staticmethod
    def mutate(root, info, email):
        enforce_rate(info, "password_reset", email=email)
        passwords.request_reset(email)
        return True
