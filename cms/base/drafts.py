"""Wagtail's autosave turns a new page's form into a draft page while the editor types; the form
only learns so when the autosave's answer comes back. A Publish (or Save) sent before then, or
after an autosave whose answer was lost, posts the page's creation a second time, and the first
draft's slug makes it fail with "The slug ... is already in use". Such a submission continues the
editor's own draft instead of creating a second page."""

from wagtail.models import Page


def own_autosaved_draft(request, parent_page, page_class) -> Page | None:
    """The never-published draft of this type and slug under the parent that only this editor
    has worked on: the page their create form made by autosave. Anything else keeps its slug."""
    slug = request.POST.get("slug", "").strip()
    if not slug:
        return None  # Wagtail makes a slug from the title that no sibling has.
    sibling = parent_page.get_children().filter(slug=slug).first()
    if (
        sibling is None
        or sibling.live
        or sibling.first_published_at is not None
        or sibling.owner_id != request.user.pk
        or sibling.specific_class is not page_class
        or sibling.revisions.exclude(user_id=request.user.pk).exists()
    ):
        return None
    return sibling
