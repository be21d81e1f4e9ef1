from django.urls import path
from oscar.core.application import OscarDashboardConfig


class AppointmentsDashboardConfig(OscarDashboardConfig):
    """Dashboard pages where staff manage doctors and customers' appointments."""

    name = "commerce.appointments.dashboard"
    label = "appointments_dashboard"
    namespace = "appointments-dashboard"
    verbose_name = "Appointments dashboard"
    default_permissions = ["is_staff"]

    def get_urls(self):
        from . import views

        urls = [
            path("doctors/", views.DoctorListView.as_view(), name="doctor-list"),
            path("doctors/create/", views.DoctorCreateView.as_view(), name="doctor-create"),
            path("doctors/<int:pk>/", views.DoctorUpdateView.as_view(), name="doctor-update"),
            path(
                "doctors/<int:pk>/delete/", views.DoctorDeleteView.as_view(), name="doctor-delete"
            ),
            path("appointments/", views.AppointmentListView.as_view(), name="appointment-list"),
            path(
                "appointments/create/",
                views.AppointmentCreateView.as_view(),
                name="appointment-create",
            ),
            path(
                "appointments/<int:pk>/",
                views.AppointmentUpdateView.as_view(),
                name="appointment-update",
            ),
            path(
                "appointments/<int:pk>/delete/",
                views.AppointmentDeleteView.as_view(),
                name="appointment-delete",
            ),
        ]
        return self.post_process_urls(urls)
