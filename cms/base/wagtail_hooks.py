from wagtail import hooks
from wagtail.admin.views.pages.edit import EditView

from .drafts import own_autosaved_draft
from .rich_text import StorefrontPageLinkHandler


# After Wagtail's own registration (order 0), so that this handler replaces its page links.
@hooks.register("register_rich_text_features", order=1)
def link_pages_by_storefront_path(features):
    features.register_link_type(StorefrontPageLinkHandler)


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
