from django.contrib import messages
from django.db.models import Prefetch
from django.shortcuts import get_object_or_404, redirect
from django.urls import reverse, reverse_lazy
from django.utils import timezone
from django.views import generic

from commerce.appointments.models import Appointment
from commerce.core.errors import DomainError

from .. import guarantee, intake
from ..models import ConsultationSlot, GuaranteeClaim, IntakeSubmission, ScalpPhoto
from ..views import photo_file  # noqa: F401  (also served here, behind the dashboard's permission)
from .forms import RefuseForm, SlotForm


class SlotListView(generic.CreateView):
    """Upcoming slots (free and booked) with a form to add one."""

    form_class = SlotForm
    template_name = "consultations/dashboard/slot_list.html"
    success_url = reverse_lazy("consultations-dashboard:slot-list")

    def get_context_data(self, **kwargs):
        slots = (
            ConsultationSlot.objects.filter(starts_at__gte=timezone.now())
            .select_related("doctor", "appointment__customer")
            .order_by("starts_at", "id")[:200]
        )
        return super().get_context_data(slots=slots, object_list=slots, **kwargs)

    def form_valid(self, form):
        response = super().form_valid(form)
        messages.success(self.request, f"Slot {self.object} added.")
        return response


class SlotDeleteView(generic.DeleteView):
    template_name = "consultations/dashboard/slot_delete.html"
    success_url = reverse_lazy("consultations-dashboard:slot-list")

    def get_queryset(self):
        # A booked slot stays: its appointment is changed or deleted on the appointments page.
        return ConsultationSlot.objects.filter(appointment__isnull=True).select_related("doctor")

    def form_valid(self, form):
        messages.success(self.request, f"Slot {self.object} deleted.")
        return super().form_valid(form)


class IntakeListView(generic.ListView):
    template_name = "consultations/dashboard/intake_list.html"
    context_object_name = "intakes"
    paginate_by = 25

    def get_queryset(self):
        return (
            IntakeSubmission.objects.select_related("customer", "appointment__doctor")
            .prefetch_related(
                Prefetch(
                    "customer__scalp_photos",
                    queryset=ScalpPhoto.objects.order_by("created_at", "id"),
                )
            )
            .order_by("-created_at", "-id")
        )


class IntakeDetailView(generic.DetailView):
    template_name = "consultations/dashboard/intake_detail.html"
    context_object_name = "intake"

    def get_queryset(self):
        return IntakeSubmission.objects.select_related("customer", "appointment__doctor")

    def get_context_data(self, **kwargs):
        customer = self.object.customer
        return super().get_context_data(
            answers=intake.answered_questions(self.object),
            photos=ScalpPhoto.objects.filter(customer=customer).order_by("created_at", "id"),
            appointments=Appointment.objects.filter(customer=customer)
            .select_related("doctor")
            .order_by("datetime", "id"),
            **kwargs,
        )


class ClaimListView(generic.ListView):
    template_name = "consultations/dashboard/claim_list.html"
    context_object_name = "claims"
    paginate_by = 25

    def get_queryset(self):
        return GuaranteeClaim.objects.select_related("customer", "decided_by").order_by(
            "-created_at", "-id"
        )


class ClaimDetailView(generic.DetailView):
    """A claim with its evidence; approving refunds through the gateway, refusing needs a note."""

    template_name = "consultations/dashboard/claim_detail.html"
    context_object_name = "claim"

    def get_queryset(self):
        return GuaranteeClaim.objects.select_related("customer", "decided_by").prefetch_related(
            "refunds__order"
        )

    def get_context_data(self, **kwargs):
        photo_ids = list((self.object.evidence.get("photos") or {}).values())
        return super().get_context_data(
            refuse_form=kwargs.pop("refuse_form", None) or RefuseForm(),
            photos=ScalpPhoto.objects.filter(pk__in=photo_ids).order_by("created_at"),
            **kwargs,
        )

    def post(self, request, *args, **kwargs):
        claim = get_object_or_404(GuaranteeClaim, pk=kwargs["pk"])
        here = reverse("consultations-dashboard:claim-detail", kwargs={"pk": claim.pk})
        try:
            if request.POST.get("action") == "approve":
                claim = guarantee.approve(claim.pk, request.user)
                messages.success(
                    request,
                    f"Claim approved: {claim.refund_amount} refunded through the gateway, "
                    f"due by {claim.refund_due_by:%Y-%m-%d}.",
                )
            elif request.POST.get("action") == "refuse":
                form = RefuseForm(request.POST)
                if not form.is_valid():
                    self.object = claim
                    return self.render_to_response(self.get_context_data(refuse_form=form))
                guarantee.refuse(claim.pk, request.user, form.cleaned_data["note"])
                messages.success(request, "Claim refused.")
        except DomainError as error:
            messages.error(request, error.message)
        return redirect(here)
