import graphene


class RecaptchaV3Config(graphene.ObjectType):
    """What the storefront needs to run reCAPTCHA v3 (Magento's recaptchaV3Config)."""

    enabled = graphene.Boolean(required=True, description="True when tokens are checked.")
    public_key = graphene.String(
        required=True, description='The site key for the widget; "" when off.'
    )
    required_recaptcha_mutations = graphene.List(
        graphene.NonNull(graphene.String),
        required=True,
        description="The mutations that need a token in the X-ReCaptcha header.",
    )
