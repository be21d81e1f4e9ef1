"""Every root of the API (roots.py), registered into grapple's schema."""

from wagtail import hooks

from .roots import MUTATIONS, QUERIES


@hooks.register("register_schema_query")
def register_queries(query_mixins):
    query_mixins.extend(QUERIES)


@hooks.register("register_schema_mutation")
def register_mutations(mutation_mixins):
    mutation_mixins.extend(MUTATIONS)
