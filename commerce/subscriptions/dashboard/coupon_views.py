"""Marketers mark which shop coupons are good for subscriptions, and for how many renewals: a
page of our own beside Oscar's vouchers (whose app is not forked), in the Offers menu."""

from django.contrib import messages
from django.shortcuts import get_object_or_404, redirect
from django.views import generic
from oscar.core.loading import get_model

from .. import coupons
from ..models import SubscriptionCouponTerms
from .forms import CouponTermsForm

Voucher = get_model("voucher", "Voucher")


class CouponTermsListView(generic.ListView):
    """Every shop coupon, newest first, with whether it is good for subscriptions."""

    template_name = "subscriptions/dashboard/coupon_terms_list.html"
    context_object_name = "vouchers"
    paginate_by = 50

    def get_queryset(self):
        return Voucher.objects.select_related("subscription_terms").order_by("-date_created", "-pk")


class CouponTermsView(generic.FormView):
    """One coupon's subscription terms: mark it good for subscriptions for N renewals, or not."""

    template_name = "subscriptions/dashboard/coupon_terms_form.html"
    form_class = CouponTermsForm

    def dispatch(self, request, *args, **kwargs):
        self.voucher = get_object_or_404(Voucher, pk=kwargs["pk"])
        return super().dispatch(request, *args, **kwargs)

    def get_initial(self):
        terms = SubscriptionCouponTerms.objects.filter(voucher=self.voucher).first()
        return {"good_for_subscriptions": terms is not None, "renewals": terms and terms.renewals}

    def get_context_data(self, **kwargs):
        return super().get_context_data(
            voucher=self.voucher, from_campaign=coupons.is_campaign_coupon(self.voucher), **kwargs
        )

    def form_valid(self, form):
        renewals = form.renewals_to_save()
        coupons.mark_for_subscriptions(self.voucher, renewals)
        if renewals is None:
            done = f"{self.voucher.code} is a cart code: it can't be applied to a subscription."
        else:
            done = (
                f"{self.voucher.code} is good for subscriptions: it discounts {renewals} renewals."
            )
        messages.success(self.request, done)
        return redirect("subscriptions-dashboard:coupon-terms-list")
