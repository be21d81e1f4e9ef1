import pytest
from django.contrib.auth import get_user_model

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff_client(client):
    staff = get_user_model().objects.create_superuser("editor@rootwell.example", "a-long-password")
    client.force_login(staff)
    return client


def test_staff_reach_the_cms_and_the_shop_dashboard(staff_client, womens_home):
    assert staff_client.get("/cms/").status_code == 200
    assert staff_client.get(f"/cms/pages/{womens_home.pk}/").status_code == 200
    assert staff_client.get("/dashboard/").status_code == 200
    assert staff_client.get("/dashboard/catalogue/").status_code == 200


def test_visitors_are_sent_to_sign_in(client):
    assert client.get("/cms/").status_code == 302
    assert client.get("/dashboard/").status_code == 302


@pytest.mark.parametrize(
    "path", ["/catalogue/", "/basket/", "/checkout/", "/accounts/register/", "/offers/"]
)
def test_oscars_own_shopper_pages_are_not_served(client, path):
    assert client.get(path).status_code == 404
