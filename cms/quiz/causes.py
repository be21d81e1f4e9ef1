"""The quiz page's explanation of each cause, as a result shows it beside its scores."""

from wagtail.rich_text import expand_db_html


def explanations_of(quiz_id: int) -> dict[str, tuple[str, str]]:
    """Category -> (title, explanation HTML) from the quiz page, live or not: a result stays
    readable after its quiz is unpublished."""
    from .models import QuizPage

    stream = QuizPage.objects.filter(pk=quiz_id).values_list("causes", flat=True).first()
    return explained_causes(stream)


def explained_causes(stream) -> dict[str, tuple[str, str]]:
    return {
        item["value"]["category"]: (
            item["value"]["title"],
            expand_db_html(item["value"]["explanation"]),
        )
        for item in (stream.raw_data if stream is not None else [])
        if item["type"] == "cause"
    }
