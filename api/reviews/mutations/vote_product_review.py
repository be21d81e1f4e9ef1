import graphene

from commerce.product_reviews import services

from ...core.permissions import signed_in_customer
from ...core.throttling import enforce_rate
from ..types import ProductReview


class VoteProductReviewOutput(graphene.ObjectType):
    review = graphene.Field(ProductReview, required=True, description="The review, re-counted.")


class VoteProductReview(graphene.Mutation):
    """The signed-in customer answers "Was this helpful?" for an approved review: once per
    review, never on their own (REVIEW_NOT_ALLOWED); visitors are UNAUTHENTICATED."""

    class Arguments:
        review_id = graphene.ID(required=True, description="The review's id.")
        helpful = graphene.Boolean(required=True, description="Yes (true) or no (false).")

    Output = VoteProductReviewOutput

    @staticmethod
    def mutate(root, info, review_id, helpful):
        customer = signed_in_customer(info)
        enforce_rate(info, "product_review_vote", email=customer.email)
        review_pk = int(review_id) if review_id.isdigit() and len(review_id) < 19 else -1
        return VoteProductReviewOutput(review=services.vote(customer, review_pk, helpful))
