from wagtail import hooks
from wagtail.admin.views.pages.edit import EditView

from .drafts import own_autosaved_draft
from .schema import CmsQueries


@hooks.register("register_schema_query")
def register_cms_queries(query_mixins):
    query_mixins.append(CmsQueries)


@hooks.register("before_create_page")
def continue_own_autosaved_draft(request, parent_page, page_class):
    # Only the editor's own submit (not a further autosave, whose answer the page's script reads
    # as a creation's) goes on as an edit of the draft it made: see cms.base.drafts.
    if request.method != "POST" or not request.accepts("text/html"):
        return None
    draft = own_autosaved_draft(request, parent_page, page_class)
    if draft is None:
        return None
    return EditView.as_view()(request, page_id=draft.pk)
