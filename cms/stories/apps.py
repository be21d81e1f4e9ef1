from django.apps import AppConfig


class StoriesConfig(AppConfig):
    """The blog and the men's stories: index pages and the articles beneath them."""

    name = "cms.stories"
    label = "stories"
