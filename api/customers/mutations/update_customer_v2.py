import graphene

from commerce.customers import profile

from ...core.permissions import signed_in_customer
from ..types import CustomerOutput


class CustomerUpdateInput(graphene.InputObjectType):
    """The profile fields to change; a field left out keeps its value."""

    firstname = graphene.String(description="First name: not empty, at most 255 characters.")
    lastname = graphene.String(description="Last name: not empty, at most 255 characters.")
    telephone = graphene.String(
        description="Telephone: 7 to 15 digits, optionally starting with +; spaces, dashes, "
        'dots and parentheses allowed. "" or null removes it.'
    )
    gender = graphene.Int(description="1 male, 2 female, 3 not specified; null clears it.")
    refill_opt_in = graphene.Boolean(description="True for refill reminders.")


class UpdateCustomerV2(graphene.Mutation):
    """Changes the signed-in customer's profile (Magento's updateCustomerV2 shape).

    Names and telephone are cleaned of control and zero-width characters. Any invalid field is a
    BAD_USER_INPUT error and nothing is saved.
    """

    class Arguments:
        input = CustomerUpdateInput(required=True, description="The fields to change.")

    Output = CustomerOutput

    @staticmethod
    def mutate(root, info, input):
        customer = signed_in_customer(info)
        # The input holds only the fields the client sent, so "left out" and null differ.
        profile.update_profile(customer, dict(input))
        return CustomerOutput(customer=customer)
