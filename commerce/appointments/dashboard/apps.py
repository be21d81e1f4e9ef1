from commerce.dashboard.kit import DashboardPages


class AppointmentsDashboardConfig(DashboardPages):
    """Dashboard pages where staff manage doctors and customers' appointments."""

    name = "commerce.appointments.dashboard"
    verbose_name = "Appointments dashboard"
    pages = (
        ("doctors/", "views.DoctorListView", "doctor-list"),
        ("doctors/create/", "views.DoctorCreateView", "doctor-create"),
        ("doctors/<int:pk>/", "views.DoctorUpdateView", "doctor-update"),
        ("doctors/<int:pk>/delete/", "views.DoctorDeleteView", "doctor-delete"),
        ("appointments/", "views.AppointmentListView", "appointment-list"),
        ("appointments/create/", "views.AppointmentCreateView", "appointment-create"),
        ("appointments/<int:pk>/", "views.AppointmentUpdateView", "appointment-update"),
        ("appointments/<int:pk>/delete/", "views.AppointmentDeleteView", "appointment-delete"),
    )
