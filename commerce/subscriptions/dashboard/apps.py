from commerce.dashboard.kit import DashboardPages


class SubscriptionsDashboardConfig(DashboardPages):
    """Dashboard pages where staff find customers' subscriptions, see what they ship and what
    happened to them, act on them for the customer, and see the renewals coming."""

    name = "commerce.subscriptions.dashboard"
    verbose_name = "Subscriptions dashboard"
    pages = (
        ("subscription-coupons/", "coupon_views.CouponTermsListView", "coupon-terms-list"),
        ("subscription-coupons/<int:pk>/", "coupon_views.CouponTermsView", "coupon-terms"),
        ("subscriptions/", "views.SubscriptionListView", "subscription-list"),
        ("subscriptions/forecast/", "views.RenewalForecastView", "subscription-forecast"),
        ("subscriptions/<int:pk>/", "views.SubscriptionDetailView", "subscription-detail"),
        (
            "subscriptions/<int:pk>/<slug:action>/",
            "views.subscription_action",
            "subscription-action",
        ),
    )
