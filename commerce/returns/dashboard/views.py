from django.contrib import messages
from django.db.models import Sum
from django.shortcuts import get_object_or_404, redirect
from django.views import generic

from commerce.core.errors import DomainError
from commerce.dashboard.kit import FilteredList

from .. import services
from ..models import ReturnRequest
from .forms import RejectForm, ReturnFilterForm

ACTIONS = {
    "receive": ("marked received", services.receive),
    "refund": ("refunded", services.refund),
}


class ReturnListView(FilteredList, generic.ListView):
    """Every return, newest first, to filter by status: what staff receive and refund next."""

    template_name = "returns/dashboard/return_list.html"
    context_object_name = "returns"
    filter_form_class = ReturnFilterForm
    queryset = (
        ReturnRequest.objects.select_related("order", "customer")
        .annotate(items=Sum("lines__quantity"))
        .order_by("-created_at", "-pk")
    )


class ReturnDetailView(generic.DetailView):
    """One return: its items, the customer's reason, and the next step (receive, approve and
    refund, or reject with a reason)."""

    template_name = "returns/dashboard/return_detail.html"
    context_object_name = "return_request"

    def get_queryset(self):
        return ReturnRequest.objects.select_related("order", "customer").prefetch_related(
            "lines__line"
        )

    def get_context_data(self, **kwargs):
        request = self.object
        context = super().get_context_data(**kwargs)
        context.setdefault("reject_form", RejectForm())
        context["refund_amount"] = (
            request.refund_amount
            if request.refund_amount is not None
            else services.refund_amount(request)
        )
        context["can_receive"] = request.status == ReturnRequest.Status.REQUESTED
        context["can_refund"] = request.status == ReturnRequest.Status.RECEIVED
        context["can_reject"] = request.status in (
            ReturnRequest.Status.REQUESTED,
            ReturnRequest.Status.RECEIVED,
        )
        return context

    def post(self, request, *args, **kwargs):
        self.object = return_request = get_object_or_404(ReturnRequest, pk=kwargs["pk"])
        action = request.POST.get("action")
        try:
            if action == "reject":
                form = RejectForm(request.POST)
                if not form.is_valid():
                    return self.render_to_response(self.get_context_data(reject_form=form))
                services.reject(return_request, form.cleaned_data["rejection_reason"], request.user)
                messages.success(request, f"Return {return_request.number} rejected.")
            elif action in ACTIONS:
                done, step = ACTIONS[action]
                updated = step(return_request, by=request.user)
                message = f"Return {updated.number} {done}."
                if action == "refund":
                    message = (
                        f"Return {updated.number} refunded: {updated.refund_amount} "
                        f"{updated.order.currency}."
                    )
                messages.success(request, message)
            else:
                messages.error(request, "Choose what to do with the return.")
        except DomainError as error:
            messages.error(request, error.message)
        return redirect("returns-dashboard:return-detail", pk=return_request.pk)
