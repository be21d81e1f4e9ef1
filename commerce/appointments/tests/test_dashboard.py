from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from commerce.appointments.models import Appointment, Doctor
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.tests.factories import StaffFactory

from .factories import AppointmentFactory, DoctorFactory

pytestmark = pytest.mark.django_db

DOCTORS = "/dashboard/doctors/"
APPOINTMENTS = "/dashboard/appointments/"


@pytest.fixture
def staff_client(client):
    client.force_login(StaffFactory())
    return client


def test_staff_add_edit_and_delete_a_doctor(staff_client):
    added = staff_client.post(
        f"{DOCTORS}create/",
        {"name": "Dr. Morgan Lee", "image": "/media/doctors/lee.jpg", "acuity_id": "4411"},
    )
    doctor = Doctor.objects.get()
    edited = staff_client.post(
        f"{DOCTORS}{doctor.pk}/",
        {"name": "Dr. Morgan Lee, MD", "image": "https://cdn.example/lee.jpg", "acuity_id": "4411"},
    )
    listed = staff_client.get(DOCTORS).content.decode()
    deleted = staff_client.post(f"{DOCTORS}{doctor.pk}/delete/")

    assert added.status_code == edited.status_code == deleted.status_code == 302
    assert added["Location"] == DOCTORS
    assert "Dr. Morgan Lee, MD" in listed and "https://cdn.example/lee.jpg" in listed
    assert not Doctor.objects.exists()


@pytest.mark.parametrize("image", ["javascript:alert(1)", "//evil.example/x.jpg", "lee.jpg"])
def test_a_doctors_image_must_be_a_web_address_or_a_path(staff_client, image):
    response = staff_client.post(f"{DOCTORS}create/", {"name": "Dr. Lee", "image": image})

    assert response.status_code == 200
    assert "Enter a web address (https://...) or a path on this site" in response.content.decode()
    assert not Doctor.objects.exists()


def test_deleting_a_doctor_keeps_their_appointments(staff_client):
    appointment = AppointmentFactory()

    staff_client.post(f"{DOCTORS}{appointment.doctor.pk}/delete/")

    appointment.refresh_from_db()
    assert appointment.doctor is None


def test_staff_book_an_appointment_for_a_customer_by_email(staff_client):
    customer = CustomerFactory(email="casey@example.com")
    doctor = DoctorFactory()

    response = staff_client.post(
        f"{APPOINTMENTS}create/",
        {
            "customer_email": "Casey@example.com",
            "doctor": doctor.pk,
            "datetime": "2099-03-02 10:30",
            "type": "initial_consultation",
            "confirmation_page": "https://rootwell.as.me/schedule.php?id=9",
        },
    )

    assert response.status_code == 302
    appointment = Appointment.objects.get()
    assert (appointment.customer, appointment.doctor) == (customer, doctor)
    # Staff type the shop's local time (New York).
    assert appointment.datetime == datetime(2099, 3, 2, 15, 30, tzinfo=ZoneInfo("UTC"))


def test_staff_edit_and_delete_an_appointment(staff_client):
    appointment = AppointmentFactory(customer=CustomerFactory(email="casey@example.com"))
    form = staff_client.get(f"{APPOINTMENTS}{appointment.pk}/").content.decode()

    edited = staff_client.post(
        f"{APPOINTMENTS}{appointment.pk}/",
        {
            "customer_email": "casey@example.com",
            "doctor": "",
            "datetime": "2099-06-02 09:00",
            "type": "six_month_check_in",
            "confirmation_page": "",
        },
    )
    appointment.refresh_from_db()
    listed = staff_client.get(APPOINTMENTS).content.decode()
    deleted = staff_client.post(f"{APPOINTMENTS}{appointment.pk}/delete/")

    assert 'value="casey@example.com"' in form
    assert edited.status_code == 302
    assert (appointment.type, appointment.doctor) == ("six_month_check_in", None)
    assert "6-month check-in" in listed and "Not assigned" in listed
    assert deleted.status_code == 302 and not Appointment.objects.exists()


def test_an_appointment_for_an_unknown_email_is_refused(staff_client):
    response = staff_client.post(
        f"{APPOINTMENTS}create/",
        {
            "customer_email": "nobody@example.com",
            "datetime": "2099-03-02 10:30",
            "type": "initial_consultation",
        },
    )

    assert "No customer has the email address nobody@example.com." in response.content.decode()
    assert not Appointment.objects.exists()


def test_customers_who_are_not_staff_are_refused(client):
    appointment = AppointmentFactory()
    client.force_login(appointment.customer)

    for url in (DOCTORS, f"{DOCTORS}create/", APPOINTMENTS, f"{APPOINTMENTS}{appointment.pk}/"):
        assert client.get(url).status_code == 403
    assert client.post(f"{APPOINTMENTS}{appointment.pk}/delete/").status_code == 403
    assert Appointment.objects.exists()


def test_the_lists_take_the_same_queries_for_1_or_10_rows(staff_client):
    AppointmentFactory()
    with CaptureQueriesContext(connection) as one:
        staff_client.get(APPOINTMENTS)
        staff_client.get(DOCTORS)

    AppointmentFactory.create_batch(9)
    with CaptureQueriesContext(connection) as ten:
        staff_client.get(APPOINTMENTS)
        staff_client.get(DOCTORS)

    assert len(ten) == len(one)
