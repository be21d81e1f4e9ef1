import graphene

from commerce.customers import passwords

from ...core.throttling import enforce_rate


class ResetPassword(graphene.Mutation):
    """Sets a new password with the token from the reset email; every session of the
    customer's ends. A wrong, expired or already used token, or another email, is refused.
    Rate limited per client address and per email (TOO_MANY_REQUESTS)."""

    class Arguments:
        email = graphene.String(required=True, description="The account's email address.")
        reset_password_token = graphene.String(
            name="resetPasswordToken",
            required=True,
            description="The token from the reset link (its ?token= value).",
        )
        new_password = graphene.String(
            name="newPassword", required=True, description="Must meet the password rules."
        )

    Output = graphene.Boolean

    @staticmethod
    def mutate(root, info, email, reset_password_token, new_password):
        enforce_rate(info, "new_password", email=email)
        passwords.reset(email, reset_password_token, new_password)
        return True
