from django.contrib import messages
from django.shortcuts import get_object_or_404, redirect
from django.utils import timezone
from django.views import generic

from commerce.core.errors import DomainError
from commerce.dashboard.kit import FilteredList

from .. import services
from ..models import PrivacyRequest
from .forms import MoveForm, NoteForm, PrivacyRequestFilterForm


class PrivacyRequestListView(FilteredList, generic.ListView):
    """Every privacy request, newest first, to filter by status (or overdue) and type: what staff
    answer next, with each one's due date."""

    template_name = "privacy/dashboard/request_list.html"
    context_object_name = "privacy_requests"
    filter_form_class = PrivacyRequestFilterForm
    queryset = PrivacyRequest.objects.order_by("-submitted_at", "-pk")

    def get_context_data(self, **kwargs):
        return super().get_context_data(today=timezone.localdate(), **kwargs)


class PrivacyRequestDetailView(generic.DetailView):
    """One request: who asked what, when it was confirmed and is due, the notes, and the next
    step (in progress, completed, rejected with a reason) or a note."""

    template_name = "privacy/dashboard/request_detail.html"
    context_object_name = "privacy_request"
    model = PrivacyRequest

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context.setdefault("move_form", MoveForm(request=self.object))
        context.setdefault("note_form", NoteForm())
        context["can_move"] = self.object.status in services.NEXT_STATUSES
        context["overdue"] = self.object.is_overdue()
        return context

    def post(self, request, *args, **kwargs):
        self.object = privacy_request = get_object_or_404(PrivacyRequest, pk=kwargs["pk"])
        action = request.POST.get("action")
        try:
            if action == "move":
                form = MoveForm(request.POST, request=privacy_request)
                if form.is_valid():
                    status, note = form.cleaned_data["status"], form.cleaned_data["note"]
                elif privacy_request.status in services.NEXT_STATUSES:
                    return self.render_to_response(self.get_context_data(move_form=form))
                else:
                    # No step is open (unconfirmed, resolved): the service says why.
                    status, note = request.POST.get("status", ""), ""
                updated = services.move(privacy_request, status, by=request.user, note=note)
                messages.success(
                    request,
                    f"Privacy request {updated.number} is now "
                    f"{updated.get_status_display().lower()}.",
                )
            elif action == "note":
                form = NoteForm(request.POST)
                if not form.is_valid():
                    return self.render_to_response(self.get_context_data(note_form=form))
                services.add_note(privacy_request, form.cleaned_data["note"], by=request.user)
                messages.success(
                    request, f"Note added to privacy request {privacy_request.number}."
                )
            else:
                messages.error(request, "Choose what to do with the request.")
        except DomainError as error:
            messages.error(request, error.message)
        return redirect("privacy-dashboard:request-detail", pk=privacy_request.pk)
