from django.urls import path
from oscar.core.application import OscarDashboardConfig


class ConsultationsDashboardConfig(OscarDashboardConfig):
    """Staff pages: consultation slots, intakes with their photos, and guarantee claims."""

    name = "commerce.consultations.dashboard"
    label = "consultations_dashboard"
    namespace = "consultations-dashboard"
    verbose_name = "Consultations dashboard"
    default_permissions = ["is_staff"]

    def get_urls(self):
        from . import views

        urls = [
            path("consultation-slots/", views.SlotListView.as_view(), name="slot-list"),
            path(
                "consultation-slots/<int:pk>/delete/",
                views.SlotDeleteView.as_view(),
                name="slot-delete",
            ),
            path("intakes/", views.IntakeListView.as_view(), name="intake-list"),
            path("intakes/<int:pk>/", views.IntakeDetailView.as_view(), name="intake-detail"),
            path("scalp-photos/<int:photo_id>/", views.photo_file, name="photo"),
            path("guarantee-claims/", views.ClaimListView.as_view(), name="claim-list"),
            path(
                "guarantee-claims/<int:pk>/", views.ClaimDetailView.as_view(), name="claim-detail"
            ),
        ]
        return self.post_process_urls(urls)
