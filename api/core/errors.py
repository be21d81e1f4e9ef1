from graphql import GraphQLError


class UserInputError(GraphQLError):
    """An expected failure caused by the request; carries a stable code for clients."""

    def __init__(self, message: str, code: str = "BAD_USER_INPUT"):
        super().__init__(message, extensions={"code": code})
