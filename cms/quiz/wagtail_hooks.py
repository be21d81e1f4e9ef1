from wagtail import hooks

from .schema import QuizMutations, QuizQueries


@hooks.register("register_schema_query")
def register_quiz_queries(query_mixins):
    query_mixins.append(QuizQueries)


@hooks.register("register_schema_mutation")
def register_quiz_mutations(mutation_mixins):
    mutation_mixins.append(QuizMutations)
