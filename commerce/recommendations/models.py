from django.db import models
from django.db.models import Q


class RecommendationModel(models.TextChoices):
    """The spec's recommendation models (storefront §7), named as clients ask for them."""

    BOUGHT_TOGETHER = "bought-together", "Bought together"
    RELATED_PRODUCTS = "related-products", "Related products"
    TRENDING_FACETS = "trending-facets", "Trending facets"
    TRENDING_ITEMS = "trending-items", "Trending items"
    LOOKING_SIMILAR = "looking-similar", "Looking similar"
    # Computed when read (it depends on the customer), so never stored.
    RECOMMENDED_FOR_YOU = "recommended-for-you", "Recommended for you"


class ProductRecommendation(models.Model):
    """One stored answer of a model: for `source` (a parent product; null for the global
    models), recommend `target` (a sellable parent) or, for trending-facets, a facet value.
    Rows are replaced as a whole by compute.compute_recommendations; `rank` keeps the order it
    decided (ties in score broken by popularity, then title), so a read is one indexed scan."""

    model = models.CharField(max_length=32, choices=RecommendationModel.choices)
    source = models.ForeignKey(
        "catalogue.Product", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    target = models.ForeignKey(
        "catalogue.Product", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    facet_name = models.CharField(max_length=64, blank=True, default="")
    facet_value = models.CharField(max_length=255, blank=True, default="")
    score = models.FloatField()
    rank = models.PositiveIntegerField()
    computed_at = models.DateTimeField()

    class Meta:
        ordering = ["model", "source_id", "rank"]
        indexes = [models.Index(fields=["model", "source", "rank"], name="reco_read_path")]
        # Null never equals null in a unique index, so each row shape gets its own partial one.
        constraints = [
            models.UniqueConstraint(
                fields=["model", "source", "target"],
                condition=Q(source__isnull=False),
                name="reco_unique_per_source",
            ),
            models.UniqueConstraint(
                fields=["model", "target"],
                condition=Q(source__isnull=True, target__isnull=False),
                name="reco_unique_global_item",
            ),
            models.UniqueConstraint(
                fields=["model", "facet_name", "facet_value"],
                condition=Q(target__isnull=True),
                name="reco_unique_facet",
            ),
            models.CheckConstraint(
                condition=Q(target__isnull=False) | ~Q(facet_name=""),
                name="reco_recommends_something",
            ),
        ]

    def __str__(self):
        what = self.target_id or f"{self.facet_name}={self.facet_value}"
        return f"{self.model}({self.source_id}) -> {what} [{self.score}]"


class RecommendableProduct(models.Model):
    """A sellable parent product as recommendations see it: its traits and how often it was
    ordered, rebuilt with the recommendations. The fallback (popular products filtered by
    category, gender and flags) is then one query on plain columns instead of a join through
    every plan's attribute values and an aggregate over all order lines."""

    product = models.OneToOneField(
        "catalogue.Product", on_delete=models.CASCADE, related_name="+", primary_key=True
    )
    title = models.CharField(max_length=255)
    product_category = models.CharField(max_length=255, blank=True, default="")
    core_category = models.CharField(max_length=255, blank=True, default="")
    product_gender = models.CharField(max_length=32, blank=True, default="")
    is_core = models.BooleanField(default=False)
    is_booster = models.BooleanField(default=False)
    is_scalp = models.BooleanField(default=False)
    units_ordered = models.PositiveIntegerField(default=0)

    class Meta:
        indexes = [models.Index(fields=["-units_ordered", "title"], name="reco_popularity")]

    def __str__(self):
        return self.title
