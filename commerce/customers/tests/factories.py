import factory

from commerce.customers.models import NewsletterSubscriber


class NewsletterSubscriberFactory(factory.django.DjangoModelFactory):
    """A subscriber already on the list (their welcome voucher is not created)."""

    email = factory.Sequence(lambda n: f"subscriber{n}@example.com")
    discount_code = factory.Sequence(lambda n: f"WELC-OME{n:04d}")

    class Meta:
        model = NewsletterSubscriber


class CustomerFactory(factory.django.DjangoModelFactory):
    """A customer who signs in with `password`."""

    email = factory.Sequence(lambda n: f"customer{n}@example.com")
    first_name = "Casey"
    last_name = "Rivera"
    password = factory.django.Password("grow-thicker-2026")

    class Meta:
        model = "customers.User"
