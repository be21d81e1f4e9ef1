from django.contrib import messages
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.http import urlencode
from django.views.generic import FormView

from commerce.fulfilment.models import Shipment
from commerce.fulfilment.shipments import ShipmentRefused, add_shipment

from .forms import AddShipmentForm, OrderLookupForm

RECENT = 25


class ShipmentsView(FormView):
    """The add-a-shipment form, and one order's shipments (or the most recent ones)."""

    template_name = "fulfilment/dashboard/shipments.html"
    form_class = AddShipmentForm

    def get_initial(self):
        return {"order": self.request.GET.get("number", "")}

    def form_valid(self, form):
        order = form.cleaned_data["order"]
        try:
            shipment = add_shipment(
                order,
                form.cleaned_data["carrier"],
                form.cleaned_data["tracking_number"],
                form.cleaned_data["title"],
                by=self.request.user,
            )
        except ShipmentRefused as error:
            form.add_error("order", str(error))
            return self.form_invalid(form)
        order.refresh_from_db(fields=["status"])
        messages.success(
            self.request,
            f"Shipment {shipment.number} added to order {order.number}, now {order.status}.",
        )
        url = reverse("fulfilment-dashboard:shipments")
        return redirect(f"{url}?{urlencode({'number': order.number})}")

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        lookup = OrderLookupForm(self.request.GET or None)
        shipments = Shipment.objects.select_related("order").order_by("-created_at", "-pk")
        order = None
        if lookup.is_valid() and lookup.cleaned_data["number"]:
            order = lookup.cleaned_data["number"]
            shipments = shipments.filter(order=order)
        shipments = shipments[:RECENT]
        context.update(lookup_form=lookup, order=order, shipments=shipments, object_list=shipments)
        return context
