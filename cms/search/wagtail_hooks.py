from wagtail import hooks

from .recommendations import RecommendationQueries
from .schema import SearchMutations, SearchQueries


@hooks.register("register_schema_query")
def register_search_queries(query_mixins):
    query_mixins.append(SearchQueries)
    query_mixins.append(RecommendationQueries)


@hooks.register("register_schema_mutation")
def register_search_mutations(mutation_mixins):
    mutation_mixins.append(SearchMutations)
