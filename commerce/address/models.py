from django.db import models
from oscar.apps.address.abstract_models import AbstractUserAddress


class Region(models.Model):
    """A state, province or district a country's addresses must name (Magento's regions)."""

    country = models.ForeignKey("address.Country", on_delete=models.CASCADE, related_name="regions")
    code = models.CharField(max_length=10, help_text="The postal abbreviation, e.g. NY.")
    name = models.CharField(max_length=128)

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(fields=["country", "code"], name="region_code_per_country")
        ]

    def __str__(self):
        return self.name


class UserAddress(AbstractUserAddress):
    """A customer's saved address; `state` mirrors the region's name so that Oscar's summary,
    duplicate hash and checkout copies keep working without knowing about regions."""

    company = models.CharField(max_length=255, blank=True)
    # The dashboard's summary shows the company; the duplicate hash keeps Oscar's fields.
    base_fields = ["salutation", "company", *AbstractUserAddress.base_fields[1:]]
    # Regions are reference data: one in use by an address may not disappear under it.
    region = models.ForeignKey(
        Region, on_delete=models.PROTECT, null=True, blank=True, related_name="user_addresses"
    )


from oscar.apps.address.models import *  # noqa: E402, F403
