"""What the checkout shows beside Place Order."""

import graphene


class CheckoutAssurance(graphene.ObjectType):
    icon = graphene.String(required=True, description="secure, guarantee, returns or shipping.")
    title = graphene.String(required=True, description='E.g. "Secure checkout".')
    text = graphene.String(required=True, description="One sentence under the title.")
    link_label = graphene.String(required=True, description="The link's text; may be empty.")
    link_url = graphene.String(required=True, description="Where the link leads; may be empty.")
