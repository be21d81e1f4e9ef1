from django.apps import AppConfig


class AppointmentsConfig(AppConfig):
    """Doctors and customers' consultations with them (the guarantee's check-ins)."""

    name = "commerce.appointments"
    label = "appointments"
    verbose_name = "Appointments"
