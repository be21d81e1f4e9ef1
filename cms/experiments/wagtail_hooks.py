from django.urls import path, reverse
from wagtail import hooks
from wagtail.admin.panels import (
    FieldPanel,
    InlinePanel,
    MultiFieldPanel,
    ObjectList,
    PageChooserPanel,
)
from wagtail.admin.ui.tables import Column, TitleColumn
from wagtail.admin.views.generic.models import EditView
from wagtail.admin.viewsets.model import ModelViewSet
from wagtail.admin.widgets.button import HeaderButton

from .forms import ExperimentForm
from .models import Experiment
from .views import ExperimentResultsView, experiment_action


class ResultsColumn(Column):
    cell_template_name = "experiments/results_cell.html"

    def get_value(self, instance):
        return reverse("experiments:results", args=[instance.pk])


class ExperimentEditView(EditView):
    """The edit form, with a way to its results (which show each variant on the storefront)."""

    def get_header_buttons(self):
        results = reverse("experiments:results", args=[self.object.pk])
        button = HeaderButton("Results", url=results, icon_name="view")
        return [*super().get_header_buttons(), button]


class ExperimentViewSet(ModelViewSet):
    model = Experiment
    edit_view_class = ExperimentEditView
    name = "experiments"
    icon = "tasks"
    menu_label = "Experiments"
    menu_order = 250
    add_to_admin_menu = True
    list_display = [
        TitleColumn("experiment_id", label="ID", url_name="experiments:edit"),
        "name",
        "page",
        Column("status", accessor="get_status_display", label="Status"),
        Column("goal", accessor="get_goal_display", label="Goal"),
        ResultsColumn("results", label="Results"),
    ]
    list_filter = ["status", "goal"]
    search_fields = ["name", "hypothesis"]
    edit_handler = ObjectList(
        [
            MultiFieldPanel(
                [FieldPanel("experiment_id"), FieldPanel("name"), FieldPanel("hypothesis")],
                heading="Experiment",
            ),
            PageChooserPanel("page"),
            MultiFieldPanel(
                [FieldPanel("goal"), PageChooserPanel("goal_page"), FieldPanel("sample_size")],
                heading="Goal",
            ),
            InlinePanel(
                "variants",
                heading="Variants",
                label="Variant",
                min_num=2,
                help_text="One control (no revision, no alternative page: the live page) and at "
                "least one alternative; traffic adds up to 100%.",
                panels=[
                    FieldPanel("name"),
                    FieldPanel("slug"),
                    FieldPanel("weight"),
                    FieldPanel("revision"),
                    PageChooserPanel("alternative_page"),
                ],
            ),
            FieldPanel("winner"),
        ],
        base_form_class=ExperimentForm,
    )

    def get_urlpatterns(self):
        return [
            *super().get_urlpatterns(),
            path("report/<int:pk>/", ExperimentResultsView.as_view(), name="results"),
            path(
                "action/<int:pk>/<str:action>/",
                experiment_action,
                name="action",
            ),
        ]


experiment_viewset = ExperimentViewSet()


@hooks.register("register_admin_viewset")
def register_experiment_viewset():
    return experiment_viewset
