from wagtail import hooks

from .schema import CmsQueries


@hooks.register("register_schema_query")
def register_cms_queries(query_mixins):
    query_mixins.append(CmsQueries)
