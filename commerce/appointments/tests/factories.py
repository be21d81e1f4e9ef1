from datetime import timedelta

import factory
from django.utils import timezone

from commerce.appointments.models import Appointment, Doctor
from commerce.customers.tests.factories import CustomerFactory


class DoctorFactory(factory.django.DjangoModelFactory):
    name = factory.Sequence(lambda n: f"Dr. Morgan Lee {n}")
    image = "https://images.rootwell.example/doctors/morgan-lee.jpg"
    acuity_id = factory.Sequence(lambda n: f"{4410 + n}")

    class Meta:
        model = Doctor


class AppointmentFactory(factory.django.DjangoModelFactory):
    """An appointment a week from now with a doctor."""

    customer = factory.SubFactory(CustomerFactory)
    doctor = factory.SubFactory(DoctorFactory)
    datetime = factory.LazyFunction(lambda: timezone.now() + timedelta(days=7))
    type = Appointment.Type.INITIAL_CONSULTATION
    confirmation_page = factory.Sequence(
        lambda n: f"https://rootwell.as.me/schedule.php?action=appt&id={n}"
    )

    class Meta:
        model = Appointment
