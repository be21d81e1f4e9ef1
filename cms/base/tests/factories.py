import factory
from django.utils.text import slugify
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
