from graphql import OperationType

from .errors import UserInputError

NOT_RUN = "Not run: {failed} failed before it in this request."


class StopAfterFailedMutation:
    """A document's mutations run one after the other (the checkout sends its steps and
    placeOrder in one request); once one fails, the ones after it are not run, so a later step
    never acts on what an earlier one should have changed (placing an order for the previous
    address when the new one was refused)."""

    def resolve(self, next_, root, info, **args):
        if info.path.prev is not None or info.operation.operation != OperationType.MUTATION:
            return next_(root, info, **args)
        failed = getattr(info.context, "failed_mutation", None)
        if failed:
            raise UserInputError(NOT_RUN.format(failed=failed), code="NOT_RUN")
        try:
            return next_(root, info, **args)
        except Exception:
            info.context.failed_mutation = info.field_name
            raise
