import factory
from django.utils.text import slugify
from wagtail.images import get_image_model
from wagtail.models import Site


class StorefrontPageFactory(factory.django.DjangoModelFactory):
    """Creates a published page under `parent` (by default the site's home page)."""

    title = factory.Sequence(lambda n: f"Page {n}")
    slug = factory.LazyAttribute(lambda page: slugify(page.title))

    class Meta:
        abstract = True

    @classmethod
    def _create(cls, model_class, *args, parent=None, **kwargs):
        page = model_class(*args, **kwargs)
        parent = parent or Site.objects.get(is_default_site=True).root_page
        parent.add_child(instance=page)
        page.save_revision().publish()
        return page


class ImageFactory(factory.django.DjangoModelFactory):
    """A Wagtail image with a real (small) JPEG file behind it."""

    title = factory.Sequence(lambda n: f"Image {n}")
    file = factory.django.ImageField(width=800, height=600, color="teal", format="JPEG")

    class Meta:
        model = get_image_model()
