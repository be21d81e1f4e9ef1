import factory

from commerce.customers.models import NewsletterSubscriber


class NewsletterSubscriberFactory(factory.django.DjangoModelFactory):
    """A subscriber already on the list (their welcome voucher is not created)."""

    email = factory.Sequence(lambda n: f"subscriber{n}@example.com")
    discount_code = factory.Sequence(lambda n: f"WELC-OME{n:04d}")

    class Meta:
        model = NewsletterSubscriber
