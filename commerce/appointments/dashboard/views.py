from django.urls import reverse_lazy
from django.views import generic

from commerce.dashboard.kit import BackToList, SavedMessage

from ..models import Appointment, Doctor
from .forms import AppointmentForm, DoctorForm


class DoctorListView(generic.ListView):
    model = Doctor
    template_name = "appointments/dashboard/doctor_list.html"
    context_object_name = "doctors"
    paginate_by = 25


class AppointmentListView(generic.ListView):
    template_name = "appointments/dashboard/appointment_list.html"
    context_object_name = "appointments"
    paginate_by = 25

    def get_queryset(self):
        appointments = Appointment.objects.select_related("customer", "doctor")
        # Newest bookings on top: what staff just added or need to change next.
        return appointments.order_by("-datetime", "-id")


class _DoctorPage(BackToList):
    model = Doctor
    list_url_name = "appointments-dashboard:doctor-list"
    list_title = "Doctors"
    success_url = reverse_lazy(list_url_name)


class _AppointmentPage(BackToList):
    model = Appointment
    list_url_name = "appointments-dashboard:appointment-list"
    list_title = "Appointments"
    success_url = reverse_lazy(list_url_name)


class DoctorCreateView(_DoctorPage, SavedMessage, generic.CreateView):
    form_class = DoctorForm
    template_name = "dashboard/kit/form.html"
    title = "Add a doctor"
    verb = "added"


class DoctorUpdateView(_DoctorPage, SavedMessage, generic.UpdateView):
    form_class = DoctorForm
    template_name = "dashboard/kit/form.html"
    title = "Edit doctor"


class DoctorDeleteView(_DoctorPage, SavedMessage, generic.DeleteView):
    template_name = "dashboard/kit/delete.html"
    title = "Delete doctor"
    verb = "deleted"
    consequence = "Their appointments stay, without a doctor."

    def get_context_data(self, **kwargs):
        return super().get_context_data(consequence=self.consequence, **kwargs)


class AppointmentCreateView(_AppointmentPage, SavedMessage, generic.CreateView):
    form_class = AppointmentForm
    template_name = "dashboard/kit/form.html"
    title = "Add an appointment"
    verb = "added"


class AppointmentUpdateView(_AppointmentPage, SavedMessage, generic.UpdateView):
    form_class = AppointmentForm
    template_name = "dashboard/kit/form.html"
    title = "Edit appointment"

    def get_queryset(self):
        return Appointment.objects.select_related("customer", "doctor")


class AppointmentDeleteView(_AppointmentPage, SavedMessage, generic.DeleteView):
    template_name = "dashboard/kit/delete.html"
    title = "Delete appointment"
    verb = "deleted"
