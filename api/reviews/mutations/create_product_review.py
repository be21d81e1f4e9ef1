import graphene

from commerce.product_reviews import services

from ...core.permissions import signed_in_customer
from ...core.throttling import enforce_rate
from ..types import CustomerReview


class CreateProductReviewInput(graphene.InputObjectType):
    product_id = graphene.ID(
        required=True, description="The product (an order item's review { product_id })."
    )
    title = graphene.String(required=True, description="Plain text, 1 to 100 characters.")
    body = graphene.String(required=True, description="Plain text, 1 to 2000 characters.")
    score = graphene.Int(required=True, description="Stars, 1 to 5.")


class CreateProductReviewOutput(graphene.ObjectType):
    review = graphene.Field(CustomerReview, required=True, description="The review, PENDING.")


class CreateProductReview(graphene.Mutation):
    """The signed-in customer reviews a product one of their shipped orders holds; it waits for
    staff before it is shown. Refusals change nothing: bad input is BAD_USER_INPUT, a product not
    bought or reviewed before is REVIEW_NOT_ALLOWED, an unknown product NOT_FOUND."""

    class Arguments:
        input = CreateProductReviewInput(required=True, description="The review.")

    Output = CreateProductReviewOutput

    @staticmethod
    def mutate(root, info, input):
        customer = signed_in_customer(info)
        enforce_rate(info, "product_review", email=customer.email)
        review = services.create_review(
            customer, _product_id(input.product_id), input.title, input.body, input.score
        )
        return CreateProductReviewOutput(review=review)


def _product_id(value: str) -> int:
    return int(value) if value.isdigit() and len(value) < 19 else -1
