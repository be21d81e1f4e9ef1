from graphql import GraphQLError, ValidationRule

SCHEMA_INTROSPECTION_FIELDS = {"__schema", "__type"}


class NoSchemaIntrospection(ValidationRule):
    """Refuses schema introspection but, unlike graphene's rule, still allows `__typename`,
    which every client (Apollo included) adds to its queries."""

    def enter_field(self, node, *_args):
        if node.name.value in SCHEMA_INTROSPECTION_FIELDS:
            self.report_error(GraphQLError("GraphQL introspection is disabled.", node))
