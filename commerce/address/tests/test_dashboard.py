import pytest
from django.contrib.auth import get_user_model

from .factories import UserAddressFactory

pytestmark = pytest.mark.django_db


def test_staff_see_a_customers_addresses_in_the_shop_dashboard(client):
    address = UserAddressFactory(company="Rootwell Labs", line1="350 Fifth Avenue")
    staff = get_user_model().objects.create_superuser("staff@rootwell.example", "a-long-password")
    client.force_login(staff)

    page = client.get(f"/dashboard/users/{address.user.pk}/")

    assert page.status_code == 200
    assert "Rootwell Labs" in page.text
    assert "350 Fifth Avenue" in page.text
    assert client.get("/dashboard/users/").status_code == 200
    assert client.get("/dashboard/orders/").status_code == 200
