import json

import pytest
from django.forms import BaseForm
from django.forms.formsets import BaseFormSet
from oscar.core.loading import get_model

from commerce.plans.tests.factories import core_product_with_four_plans

from .factories import ProductPageFactory

StockRecord = get_model("partner", "StockRecord")

pytestmark = pytest.mark.django_db


def forms_of(context) -> dict:
    # A test response's context is a list of template contexts: iterating it gives contexts.
    names = context.keys()
    return {
        name: context[name] for name in names if isinstance(context[name], BaseForm | BaseFormSet)
    }


def submitted(context) -> dict:
    """What the browser posts back for the forms of a dashboard page, unchanged (the empty extra
    forms of its formsets left out)."""
    data = {}
    for value in forms_of(context).values():
        if isinstance(value, BaseFormSet):
            forms = value.initial_forms
            data[f"{value.prefix}-TOTAL_FORMS"] = data[f"{value.prefix}-INITIAL_FORMS"] = len(forms)
        elif isinstance(value, BaseForm):
            forms = [value]
        else:
            continue
        for form in forms:
            for field in form:
                found = field.value()
                if found is None or found is False:
                    continue
                data[field.html_name] = "on" if found is True else found
    return data


@pytest.fixture
def plan_form(superuser_client, storefront, womens_home):
    """Core on its page, and the dashboard form of its 3-month plan as staff see it."""
    product = core_product_with_four_plans()
    ProductPageFactory(parent=womens_home, slug="rootwell-core-for-women", product=product)
    plan = product.children.get(upc="RW-CORE-W-3M-S01")
    url = f"/dashboard/catalogue/products/{plan.pk}/"
    storefront.clear()
    return plan, url, submitted(superuser_client.get(url).context)


def test_a_dashboard_save_that_fails_midway_changes_nothing(
    superuser_client, plan_form, monkeypatch
):
    plan, url, data = plan_form
    data["attr_option_title"] = "Quarterly Subscription"
    data["stockrecords-0-price"] = "219.00"

    def broken_save(*args, **kwargs):
        raise ConnectionError("The database went away.")

    # when the plan and its attributes are saved but saving the price fails
    monkeypatch.setattr(StockRecord, "save", broken_save)
    with pytest.raises(ConnectionError):
        superuser_client.post(url, data)

    # then the plan is as it was
    plan.refresh_from_db()
    assert plan.attr.option_title == "3-Month Subscription"


def test_a_price_saved_in_the_dashboard_refreshes_the_product_page_once_all_is_saved(
    superuser_client, storefront, plan_form, django_capture_on_commit_callbacks
):
    plan, url, data = plan_form

    # when they save a new price and option title together
    data["stockrecords-0-price"] = "219.00"
    data["attr_option_title"] = "Quarterly Subscription"
    with django_capture_on_commit_callbacks(execute=True):
        response = superuser_client.post(url, data)

    # then the storefront is told once, when the whole change (plan, attributes, price) is in
    assert response.status_code == 302, {
        name: form.errors for name, form in forms_of(response.context).items() if form.errors
    }
    assert [json.loads(request["body"])["paths"] for request in storefront] == [
        ["/rootwell-core-for-women/"]
    ]
    plan.refresh_from_db()
    assert plan.attr.option_title == "Quarterly Subscription"
    assert str(plan.stockrecords.get().price) == "219.00"
