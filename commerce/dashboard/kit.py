"""What our dashboard sub-apps (commerce/*/dashboard/) share: their app config, listing their
pages and who may see them, and the view mixins behind the kit's templates
(templates/dashboard/kit/: page, list, form, delete, form_beside_list and their includes:
crumb, filter_form, form_card, action_card, header_with_button)."""

from django.contrib import messages
from django.urls import path
from django.utils.module_loading import import_string
from oscar.core.application import OscarDashboardConfig


class DashboardPages(OscarDashboardConfig):
    """A dashboard sub-app of ours (commerce.<app>.dashboard), for staff unless it says otherwise
    (default_permissions); its label and url namespace follow from its name.

    `pages` lists its pages as (route, view, url name), the view by its dotted path below the
    app (e.g. "views.ReturnListView"): a class-based view or a view function."""

    default_permissions = ["is_staff"]
    pages: tuple[tuple[str, str, str], ...] = ()

    def __init_subclass__(cls, **kwargs):
        # commerce.returns.dashboard: label returns_dashboard, url namespace returns-dashboard.
        super().__init_subclass__(**kwargs)
        app = cls.name.split(".")[-2]
        cls.label = cls.__dict__.get("label", f"{app}_dashboard")
        cls.namespace = cls.__dict__.get("namespace", f"{app}-dashboard")

    def get_urls(self):
        return self.post_process_urls(
            [path(route, self.view(view), name=name) for route, view, name in self.pages]
        )

    def view(self, dotted_path: str):
        view = import_string(f"{self.name}.{dotted_path}")
        return view.as_view() if hasattr(view, "as_view") else view


class FilteredList:
    """A ListView narrowed by a GET form (`filter_form_class`, whose `filter(queryset)` returns
    what it selects), 25 to a page; the template gets the form as filter_form."""

    filter_form_class = None
    paginate_by = 25

    def get_queryset(self):
        self.filter_form = self.filter_form_class(self.request.GET or None)
        return self.filter_form.filter(super().get_queryset())

    def get_context_data(self, **kwargs):
        return super().get_context_data(filter_form=self.filter_form, **kwargs)


class BackToList:
    """A page on the way back to a list (the kit's form.html): its title, and the list's url
    name and title for the breadcrumb and the page title."""

    title = ""
    list_url_name = ""
    list_title = ""
    form_id = ""

    def get_context_data(self, **kwargs):
        return super().get_context_data(
            title=self.title,
            list_url_name=self.list_url_name,
            list_title=self.list_title,
            form_id=self.form_id,
            **kwargs,
        )


class SavedMessage:
    """Says what was saved (added, deleted: `verb`) once the form is valid."""

    verb = "saved"

    def saved_message(self) -> str:
        return f"{self.object} {self.verb}."

    def form_valid(self, form):
        response = super().form_valid(form)
        messages.success(self.request, self.saved_message())
        return response
