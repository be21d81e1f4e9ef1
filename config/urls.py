from django.apps import apps
from django.conf import settings
from django.conf.urls.static import static
from django.urls import include, path
from wagtail.admin import urls as wagtailadmin_urls
from wagtail.documents import urls as wagtaildocs_urls

from commerce.graphql.core.views import graphql_view

from .views import healthz

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("cms/", include(wagtailadmin_urls)),
    path("documents/", include(wagtaildocs_urls)),
    path("graphql/", graphql_view(), name="grapple_graphql"),
    # Oscar brings /dashboard/ and the staff sign-in it needs; shoppers use the Next.js storefront.
    path("", include(apps.get_app_config("oscar").urls[0])),
]

if settings.DEBUG:
    from grapple.urls import graphiql

    urlpatterns += [path("graphiql/", graphiql, name="grapple_graphiql")]
    urlpatterns += static(settings.MEDIA_URL, document_root=settings.MEDIA_ROOT)
