from commerce.dashboard.kit import DashboardPages


class ConsultationsDashboardConfig(DashboardPages):
    """Staff pages: consultation slots, intakes with their photos, and guarantee claims."""

    name = "commerce.consultations.dashboard"
    verbose_name = "Consultations dashboard"
    pages = (
        ("consultation-slots/", "views.SlotListView", "slot-list"),
        ("consultation-slots/<int:pk>/delete/", "views.SlotDeleteView", "slot-delete"),
        ("intakes/", "views.IntakeListView", "intake-list"),
        ("intakes/<int:pk>/", "views.IntakeDetailView", "intake-detail"),
        ("scalp-photos/<int:photo_id>/", "views.photo_file", "photo"),
        ("guarantee-claims/", "views.ClaimListView", "claim-list"),
        ("guarantee-claims/<int:pk>/", "views.ClaimDetailView", "claim-detail"),
    )
