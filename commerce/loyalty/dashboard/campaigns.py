"""Dashboard pages where marketers run loyalty campaigns: create, schedule, stop, and see how
many customers each was offered to, accepted it and had it shipped."""

from django.contrib import messages
from django.db import transaction
from django.db.models import Count, Q
from django.shortcuts import get_object_or_404, redirect
from django.urls import reverse_lazy
from django.views import generic

from commerce.dashboard.kit import BackToList

from ..models import Campaign
from ..tasks import offer_campaigns
from .forms import CampaignForm

LIST_URL = "loyalty-dashboard:campaign-list"


def with_counts(campaigns):
    """Each campaign with its offers counted by state, in the list's one query."""
    return campaigns.annotate(
        offered=Count("offers"),
        accepted=Count("offers", filter=Q(offers__accepted_at__isnull=False)),
        used=Count("offers", filter=Q(offers__used_at__isnull=False)),
        declined=Count("offers", filter=Q(offers__declined_at__isnull=False)),
    )


class CampaignListView(generic.ListView):
    template_name = "loyalty/dashboard/campaign_list.html"
    context_object_name = "campaigns"
    paginate_by = 25

    def get_queryset(self):
        return with_counts(Campaign.objects.select_related("upgrade_coupon")).order_by(
            "-is_active", "priority", "segment_name"
        )


class _CampaignPage(BackToList):
    model = Campaign
    form_class = CampaignForm
    template_name = "dashboard/kit/form.html"
    success_url = reverse_lazy(LIST_URL)
    list_url_name = LIST_URL
    list_title = "Loyalty campaigns"
    form_id = "campaign_form"
    verb = "saved"

    def form_valid(self, form):
        response = super().form_valid(form)
        messages.success(self.request, f"Campaign {self.object} {self.verb}.")
        if self.object.is_active:
            # Customers it selects see it within moments, not at the next hourly run.
            transaction.on_commit(offer_campaigns.delay)
        return response


class CampaignCreateView(_CampaignPage, generic.CreateView):
    title = "Create a campaign"
    verb = "created"


class CampaignUpdateView(_CampaignPage, generic.UpdateView):
    title = "Edit campaign"


class CampaignStopView(generic.View):
    """Stops a campaign: no new offers; what customers were offered or accepted stays theirs."""

    def post(self, request, pk):
        campaign = get_object_or_404(Campaign, pk=pk)
        campaign.is_active = False
        # Saved, not updated: what follows a campaign's save (the referral offer) follows a stop.
        campaign.save(update_fields=["is_active"])
        messages.success(
            request, f"Campaign {campaign} stopped: it makes no new offers. Open offers stay."
        )
        return redirect(LIST_URL)
