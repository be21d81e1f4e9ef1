"""What the storefront's search reads besides pages and FAQ articles: one entry per product
that has a live page, and the query suggestions built from real searches."""

from django.db import models
from wagtail.search import index


class ProductSearchEntry(index.Indexed, models.Model):
    """A sellable catalogue product as search finds and shows it (the spec's search hit).

    Denormalised from the catalogue and the product's main page so a search reads one table;
    kept current when products, stock, attributes or product pages change (signals.py) and
    by the hourly refresh, which also moves `order_qty` on."""

    product = models.OneToOneField(
        "catalogue.Product", on_delete=models.CASCADE, related_name="+", primary_key=True
    )
    sku = models.CharField(max_length=128, help_text="The product's UPC, e.g. RW-CORE-W.")
    title = models.CharField(max_length=255)
    sub_title = models.CharField(max_length=255, blank=True)
    short_description = models.TextField(blank=True)
    category = models.CharField(max_length=128, blank=True)
    gender = models.CharField(max_length=16, blank=True)
    url_path = models.CharField(max_length=255, help_text="Its main page's storefront path.")
    image_url = models.CharField(max_length=500, blank=True)
    image_id = models.PositiveIntegerField(null=True, blank=True)
    is_core = models.BooleanField(default=False)
    is_booster = models.BooleanField(default=False)
    is_scalp = models.BooleanField(default=False)
    order_qty = models.PositiveIntegerField(default=0, help_text="Units ordered, all time.")

    search_fields = [
        index.SearchField("title", boost=4),
        index.AutocompleteField("title"),
        index.SearchField("sku", boost=2),
        index.SearchField("sub_title"),
        index.AutocompleteField("sub_title"),
        index.SearchField("category"),
        index.AutocompleteField("category"),
        index.SearchField("short_description"),
    ]

    class Meta:
        verbose_name = "product search entry"
        verbose_name_plural = "product search entries"
        indexes = [models.Index(fields=["category", "-order_qty"])]

    def __str__(self):
        return self.title


class QuerySuggestion(models.Model):
    """A search shoppers really made that finds products or FAQ articles, offered as they type
    (the spec's Products and FAQ query-suggestion indices, in one table)."""

    query = models.CharField(max_length=255, unique=True)
    hits = models.PositiveIntegerField(help_text="How often it was searched lately.")
    finds_products = models.BooleanField(default=False)
    finds_articles = models.BooleanField(default=False)

    class Meta:
        ordering = ["-hits", "query"]

    def __str__(self):
        return self.query


class SearchVisit(models.Model):
    """A visitor's search for a query on one day, kept for the suggestions' window.

    A search counts once per visitor and day, and becomes a suggestion only once several
    visitors made it (settings.SEARCH_SUGGESTION_MIN_VISITORS): one visitor repeating a phrase
    cannot put it in front of every shopper. The visitor is a keyed hash of their address."""

    query = models.ForeignKey(
        "wagtailsearchpromotions.Query", on_delete=models.CASCADE, related_name="+"
    )
    visitor = models.CharField(max_length=64, help_text="A keyed hash of the client address.")
    date = models.DateField()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["query", "visitor", "date"], name="one_search_visit_per_visitor_and_day"
            )
        ]
        indexes = [models.Index(fields=["date"])]

    def __str__(self):
        return f"{self.query} on {self.date}"
