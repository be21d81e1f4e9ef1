import graphene

from commerce.customers import passwords

from ...core.permissions import signed_in_customer
from ...core.throttling import enforce_rate
from ..types import Customer


class ChangeCustomerPassword(graphene.Mutation):
    """Changes the signed-in customer's password; their other sessions end, this one stays.

    Counts as a sign-in attempt for the rate limits, so a stolen token cannot be used to guess
    the current password.
    """

    class Arguments:
        current_password = graphene.String(
            name="currentPassword", required=True, description="The password now."
        )
        new_password = graphene.String(
            name="newPassword", required=True, description="Must meet the password rules."
        )

    Output = Customer

    @staticmethod
    def mutate(root, info, current_password, new_password):
        customer = signed_in_customer(info)
        enforce_rate(info, "login", email=customer.email)
        return passwords.change(
            customer, current_password, new_password, keep_token=info.context.customer_token
        )
