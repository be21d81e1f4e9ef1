import graphene

from commerce.product_reviews import services

from ..core.mutation_fields import mutation_field
from .mutations.create_product_review import CreateProductReview
from .mutations.vote_product_review import VoteProductReview
from .types import ProductReviewPage, ReviewSortEnum

DEFAULT_PAGE_SIZE = 5


class ReviewQueries(graphene.ObjectType):
    product_reviews = graphene.Field(
        ProductReviewPage,
        name="productReviews",
        required=True,
        product_id=graphene.ID(required=True, description="The product (ProductPage product_id)."),
        sort=graphene.Argument(ReviewSortEnum, description="NEWEST (the default) or HELPFUL."),
        page=graphene.Int(description="The page, from 1 (the default)."),
        page_size=graphene.Int(description=f"1 to {services.MAX_PAGE_SIZE}; 5 by default."),
        description="One page of a product's approved reviews; an unknown product has none.",
    )

    @staticmethod
    def resolve_product_reviews(root, info, product_id, sort=None, page=1, page_size=None):
        pk = int(product_id) if product_id.isdigit() and len(product_id) < 19 else -1
        return services.reviews_page(
            pk,
            services.ReviewSort(sort.value if sort else "NEWEST"),
            page if page is not None else 1,
            DEFAULT_PAGE_SIZE if page_size is None else page_size,
        )


class ReviewMutations(graphene.ObjectType):
    create_product_review = mutation_field(
        CreateProductReview, "Reviews a product of one of the customer's shipped orders."
    )
    vote_product_review = mutation_field(
        VoteProductReview, 'Answers "Was this helpful?" for a review.'
    )
