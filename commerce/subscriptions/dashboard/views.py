from django.conf import settings
from django.contrib import messages
from django.db import transaction
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect
from django.views import generic
from oscar.core.loading import get_model

from commerce.core.errors import DomainError
from commerce.dashboard.kit import FilteredList

from .. import pricing
from ..forecast import forecast
from ..models import Subscription
from ..next_charge import next_charge
from .actions import BY_SLUG, offered
from .forms import SubscriptionFilterForm

Order = get_model("order", "Order")


class SubscriptionListView(FilteredList, generic.ListView):
    template_name = "subscriptions/dashboard/subscription_list.html"
    context_object_name = "subscriptions"
    filter_form_class = SubscriptionFilterForm
    queryset = Subscription.objects.select_related("customer", "coupon").order_by(
        "-created_at", "-id"
    )

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        # Priced from each row's own quote: no query per subscription, but for one with a coupon
        # (its renewal basket is priced, as the renewal will be).
        rows = [(s, next_charge(s).totals) for s in context["object_list"]]
        context.update(rows=rows)
        return context


class SubscriptionDetailView(generic.DetailView):
    template_name = "subscriptions/dashboard/subscription_detail.html"
    context_object_name = "subscription"
    queryset = Subscription.objects.select_related("customer", "order", "coupon")

    def get_context_data(self, **kwargs):
        subscription = self.object
        renewal_orders = Order.objects.filter(placement__subscription=subscription).order_by(
            "-date_placed", "-pk"
        )
        return super().get_context_data(
            estimate=pricing.renewal_estimate(subscription, pricing.current_lines(subscription)),
            quote=subscription.quote,
            logs=subscription.logs.select_related("actor"),
            renewal_orders=renewal_orders,
            actions=offered(subscription),
            **kwargs,
        )


class SubscriptionActionView(generic.FormView):
    """Confirms one action (with what it needs: a date, a reason, a price), then does it and
    goes back to the subscription with the service's answer, done or refused."""

    template_name = "subscriptions/dashboard/subscription_action.html"

    def dispatch(self, request, *args, **kwargs):
        self.action = BY_SLUG.get(kwargs["action"])
        if self.action is None:
            raise Http404("No such action.")
        self.subscription = get_object_or_404(
            Subscription.objects.select_related("customer"), pk=kwargs["pk"]
        )
        return super().dispatch(request, *args, **kwargs)

    def get_form_class(self):
        return self.action.form_class

    def get_form_kwargs(self):
        return {**super().get_form_kwargs(), "subscription": self.subscription}

    def form_valid(self, form):
        try:
            done = self.action.perform(self.subscription, form, self.request.user)
        except DomainError as refusal:
            messages.error(self.request, refusal.message)
        else:
            messages.success(self.request, done)
        return redirect("subscriptions-dashboard:subscription-detail", pk=self.subscription.pk)

    def get_context_data(self, **kwargs):
        return super().get_context_data(
            action=self.action, subscription=self.subscription, **kwargs
        )


# Not in the dashboard's request transaction: each service is one transaction of its own, and a
# renewal must commit its placement before it charges the card.
subscription_action = transaction.non_atomic_requests(SubscriptionActionView.as_view())


class RenewalForecastView(generic.TemplateView):
    template_name = "subscriptions/dashboard/forecast.html"

    def get_context_data(self, **kwargs):
        return super().get_context_data(
            forecasts=forecast(), currency=settings.OSCAR_DEFAULT_CURRENCY, **kwargs
        )
