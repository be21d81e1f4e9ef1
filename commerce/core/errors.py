"""The one base of the shop's expected refusals."""


class DomainError(Exception):
    """A refusal the shop expects (bad input, a missing cart, a declined card): a message for the
    customer and a stable code for clients. Services raise it; the API turns every one into a
    GraphQL error with `extensions.code` in one place (api.core.views)."""

    code = "BAD_USER_INPUT"

    def __init__(self, message: str = "", code: str | None = None):
        super().__init__(message)
        self.message = message
        if code:
            self.code = code
