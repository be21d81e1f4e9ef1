from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.utils import timezone

from commerce.appointments.tests.factories import AppointmentFactory, DoctorFactory
from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory

pytestmark = pytest.mark.django_db

APPOINTMENTS = """{ customer { appointments {
  id datetime type confirmationPage doctor_details { name image acuity_id } } } }"""


def bearer(customer):
    return {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(customer)}"}


def appointments_of(body):
    return body["data"]["customer"]["appointments"]


def test_the_customer_sees_their_upcoming_appointment_with_its_doctor(graphql):
    customer = CustomerFactory()
    doctor = DoctorFactory(
        name="Dr. Morgan Lee", image="/media/doctors/morgan-lee.jpg", acuity_id="4411"
    )
    starts = datetime(2099, 3, 2, 15, 30, tzinfo=ZoneInfo("UTC"))
    appointment = AppointmentFactory(
        customer=customer,
        doctor=doctor,
        datetime=starts,
        type="three_month_check_in",
        confirmation_page="https://rootwell.as.me/schedule.php?action=appt&id=77",
    )

    body = graphql(APPOINTMENTS, **bearer(customer))

    assert appointments_of(body) == [
        {
            "id": appointment.pk,
            "datetime": "2099-03-02T10:30:00-05:00",  # the shop's time zone, with its offset
            "type": "3-month check-in",
            "confirmationPage": "https://rootwell.as.me/schedule.php?action=appt&id=77",
            "doctor_details": {
                "name": "Dr. Morgan Lee",
                "image": "/media/doctors/morgan-lee.jpg",
                "acuity_id": "4411",
            },
        }
    ]


def test_only_the_customers_own_upcoming_appointments_soonest_first(graphql):
    customer = CustomerFactory()
    now = timezone.now()
    later = AppointmentFactory(customer=customer, datetime=now + timedelta(days=90))
    sooner = AppointmentFactory(customer=customer, datetime=now + timedelta(hours=2))
    AppointmentFactory(customer=customer, datetime=now - timedelta(minutes=1))
    AppointmentFactory(datetime=now + timedelta(days=1))  # another customer's

    body = graphql(APPOINTMENTS, **bearer(customer))

    assert [a["id"] for a in appointments_of(body)] == [sooner.pk, later.pk]


def test_at_most_twenty_appointments_are_listed(graphql):
    customer = CustomerFactory()
    now = timezone.now()
    for day in range(21):
        AppointmentFactory(customer=customer, datetime=now + timedelta(days=day + 1))

    body = graphql(APPOINTMENTS, **bearer(customer))

    assert len(appointments_of(body)) == 20


def test_an_appointment_without_a_doctor_has_no_doctor_details(graphql):
    customer = CustomerFactory()
    AppointmentFactory(customer=customer, doctor=None, confirmation_page="")

    [appointment] = appointments_of(graphql(APPOINTMENTS, **bearer(customer)))

    assert appointment["doctor_details"] is None
    assert appointment["confirmationPage"] == ""
    assert appointment["type"] == "Initial consultation"


def test_appointments_need_a_signed_in_customer(graphql):
    AppointmentFactory()

    body = graphql(APPOINTMENTS)

    [error] = body["errors"]
    assert error["extensions"]["code"] == "UNAUTHENTICATED"


def test_appointments_take_the_same_queries_for_1_or_10(graphql, django_assert_num_queries):
    customer = CustomerFactory()
    headers = bearer(customer)
    AppointmentFactory(customer=customer)
    with django_assert_num_queries(2):  # the token (with its customer), appointments + doctors
        graphql(APPOINTMENTS, **headers)

    AppointmentFactory.create_batch(9, customer=customer)
    with django_assert_num_queries(2):
        body = graphql(APPOINTMENTS, **headers)
    assert len(appointments_of(body)) == 10
