from django.apps import apps
from django.conf import settings
from django.urls import include, path, re_path
from django.views.static import serve
from wagtail.admin import urls as wagtailadmin_urls
from wagtail.documents import urls as wagtaildocs_urls

from api.core.views import graphql_view
from commerce.basket import rest as cart_rest
from commerce.customers import rest as customers_rest

from .readiness import readiness
from .views import healthz, served_by_storefront

# Oscar's own shopper pages (catalogue, basket, checkout, sign-up...) stay registered so that the
# dashboard can link to them, but answer 404: shoppers buy through the storefront and its API.
OSCAR_SHOPPER_PAGES = (
    r"^(catalogue|basket|checkout|search|offers|wishlists|password-reset)/|^accounts/(?!logout/)"
)

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("readyz", readiness, name="readyz"),
    path("cms/", include(wagtailadmin_urls)),
    path("documents/", include(wagtaildocs_urls)),
    *(
        # Uploaded images outside production; the storefront passes /media/ through to here.
        [re_path(r"^media/(?P<path>.*)$", serve, {"document_root": settings.MEDIA_ROOT})]
        if settings.SERVE_MEDIA
        else []
    ),
    path("graphql/", graphql_view(), name="grapple_graphql"),
    # The storefront's REST compatibility calls.
    path(
        f"rest/V1/{settings.BRAND_SLUG}-customers/session-login",
        customers_rest.session_login,
        name="rest-session-login",
    ),
    path(
        f"rest/V1/{settings.BRAND_SLUG}-customers/session-logout",
        customers_rest.session_logout,
        name="rest-session-logout",
    ),
    path(f"rest/V1/{settings.BRAND_SLUG}-carts/", cart_rest.visitor_cart, name="rest-cart"),
    path("rest/V1/repack/add_to_cart/", cart_rest.add_to_cart, name="rest-add-to-cart"),
    # Scalp photos: uploaded with the customer's bearer token, read by their owner or staff.
    path(f"rest/V1/{settings.BRAND_SLUG}-scalp-photos/", include("commerce.consultations.urls")),
    # The sandbox payment gateway's "hosted" endpoints (the storefront proxies them).
    path("sandbox-gateway/", include("commerce.payments.sandbox.urls")),
    # First-party analytics: the storefront's /api/events/ forwards the browser's batches here.
    path("analytics/", include("commerce.analytics.urls")),
    re_path(OSCAR_SHOPPER_PAGES, served_by_storefront),
    path("dashboard/", apps.get_app_config("loyalty_dashboard").urls),
    path("dashboard/", apps.get_app_config("appointments_dashboard").urls),
    path("dashboard/", apps.get_app_config("fulfilment_dashboard").urls),
    path("dashboard/", apps.get_app_config("subscriptions_dashboard").urls),
    path("dashboard/", apps.get_app_config("consultations_dashboard").urls),
    path("dashboard/", apps.get_app_config("returns_dashboard").urls),
    path("dashboard/", apps.get_app_config("privacy_dashboard").urls),
    path("", include(apps.get_app_config("oscar").urls[0])),
]

if settings.DEBUG:
    from grapple.urls import graphiql

    def development_graphiql(request):
        # GraphiQL loads React and itself from unpkg.com, which the backend's pages may not
        # (config.middleware); it is served in development only.
        response = graphiql(request)
        response["Content-Security-Policy"] = (
            "script-src 'self' 'unsafe-inline' https://unpkg.com; object-src 'none'"
        )
        return response

    urlpatterns += [path("graphiql/", development_graphiql, name="grapple_graphiql")]
