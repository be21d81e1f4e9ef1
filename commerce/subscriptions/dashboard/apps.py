from django.db import transaction
from django.urls import path
from oscar.core.application import OscarDashboardConfig


class SubscriptionsDashboardConfig(OscarDashboardConfig):
    """Dashboard pages where staff find customers' subscriptions, see what they ship and what
    happened to them, act on them for the customer, and see the renewals coming."""

    name = "commerce.subscriptions.dashboard"
    label = "subscriptions_dashboard"
    namespace = "subscriptions-dashboard"
    verbose_name = "Subscriptions dashboard"
    default_permissions = ["is_staff"]

    def get_urls(self):
        from . import coupon_views, views

        urls = [
            path(
                "subscription-coupons/",
                coupon_views.CouponTermsListView.as_view(),
                name="coupon-terms-list",
            ),
            path(
                "subscription-coupons/<int:pk>/",
                coupon_views.CouponTermsView.as_view(),
                name="coupon-terms",
            ),
            path("subscriptions/", views.SubscriptionListView.as_view(), name="subscription-list"),
            path(
                "subscriptions/forecast/",
                views.RenewalForecastView.as_view(),
                name="subscription-forecast",
            ),
            path(
                "subscriptions/<int:pk>/",
                views.SubscriptionDetailView.as_view(),
                name="subscription-detail",
            ),
            path(
                "subscriptions/<int:pk>/<slug:action>/",
                # Not in the dashboard's request transaction: each service is one transaction of
                # its own, and a renewal must commit its placement before it charges the card.
                transaction.non_atomic_requests(views.SubscriptionActionView.as_view()),
                name="subscription-action",
            ),
        ]
        return self.post_process_urls(urls)
