from django.apps import AppConfig


class CommerceGraphQLConfig(AppConfig):
    """The commerce half of the one GraphQL schema; registered into grapple's schema by hooks."""

    name = "commerce.graphql"
    label = "commerce_graphql"
    verbose_name = "Commerce GraphQL"
