import graphene

from commerce.customers import recaptcha

from ..core.mutation_fields import mutation_field
from ..core.permissions import signed_in_customer
from .mutations.change_customer_password import ChangeCustomerPassword
from .mutations.create_customer import CreateCustomer
from .mutations.generate_customer_token import GenerateCustomerToken
from .mutations.request_password_reset_email import RequestPasswordResetEmail
from .mutations.reset_password import ResetPassword
from .mutations.revoke_customer_token import RevokeCustomerToken
from .mutations.subscribe_for_newsletters import SubscribeForNewsletters
from .mutations.update_customer_v2 import UpdateCustomerV2
from .recaptcha import RecaptchaV3Config
from .types import Customer


class CustomerQueries(graphene.ObjectType):
    customer = graphene.Field(
        Customer, required=True, description="The signed-in customer (a token is required)."
    )
    recaptcha_v3_config = graphene.Field(
        RecaptchaV3Config,
        name="recaptchaV3Config",
        required=True,
        description="Whether reCAPTCHA v3 is on, its site key and the mutations it guards.",
    )

    @staticmethod
    def resolve_customer(root, info):
        return signed_in_customer(info)

    @staticmethod
    def resolve_recaptcha_v3_config(root, info):
        return recaptcha.config()


class CustomerMutations(graphene.ObjectType):
    subscribe_for_newsletters = mutation_field(
        SubscribeForNewsletters,
        "Signs an address up for the newsletter; new ones get a $10 code by email.",
    )
    generate_customer_token = mutation_field(
        GenerateCustomerToken, "Signs a customer in; returns a token."
    )
    revoke_customer_token = mutation_field(RevokeCustomerToken, "Signs the customer out.")
    create_customer = mutation_field(CreateCustomer, "Creates a customer account.")
    update_customer_v2 = mutation_field(
        UpdateCustomerV2, "Changes the signed-in customer's profile."
    )
    request_password_reset_email = mutation_field(
        RequestPasswordResetEmail, "Emails a password-reset link; true for any well-formed address."
    )
    reset_password = mutation_field(ResetPassword, "Sets a new password with an emailed token.")
    change_customer_password = mutation_field(
        ChangeCustomerPassword, "Changes the signed-in customer's password."
    )
