from wagtail import hooks

from .schema import AssuranceQueries


@hooks.register("register_schema_query")
def register_assurance_queries(query_mixins):
    query_mixins.append(AssuranceQueries)
