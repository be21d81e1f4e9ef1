from wagtail import hooks

from .catalogue.schema import CatalogueQueries
from .customers.schema import CustomerMutations, CustomerQueries


@hooks.register("register_schema_query")
def register_commerce_queries(query_mixins):
    query_mixins.append(CatalogueQueries)
    query_mixins.append(CustomerQueries)


@hooks.register("register_schema_mutation")
def register_commerce_mutations(mutation_mixins):
    mutation_mixins.append(CustomerMutations)
