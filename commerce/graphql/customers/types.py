import graphene


class Customer(graphene.ObjectType):
    """The signed-in customer, as the storefront's header and account area read it."""

    entity_id = graphene.Int(required=True, description="The customer's id.")
    firstname = graphene.String(required=True, description="First name.")
    lastname = graphene.String(required=True, description="Last name.")
    email = graphene.String(required=True, description="Email address; also the login.")

    @staticmethod
    def from_user(user) -> "Customer":
        return Customer(
            entity_id=user.pk, firstname=user.first_name, lastname=user.last_name, email=user.email
        )
