"""The CMS's settings: Wagtail, its GraphQL (grapple), previews on the storefront, scheduled
publishing."""

import os

from config.settings.env import env_int, frontend_url

WAGTAIL_SITE_NAME = "Rootwell"
WAGTAILADMIN_BASE_URL = os.environ.get(
    "BACKEND_URL", f"http://localhost:{int(os.environ.get('BACKEND_PORT', '8000'))}"
)
WAGTAILSEARCH_BACKENDS = {"default": {"BACKEND": "wagtail.search.backends.database"}}
WAGTAILDOCS_EXTENSIONS = ["csv", "docx", "key", "odt", "pdf", "pptx", "rtf", "txt", "xlsx", "zip"]
WAGTAIL_HEADLESS_PREVIEW = {
    "CLIENT_URLS": {"default": f"{frontend_url()}/preview/"},
    "SERVE_BASE_URL": frontend_url(),
    # The CMS preview panel then shows the storefront page itself, not a frame around it.
    "REDIRECT_ON_PREVIEW": True,
}
PREVIEW_TOKEN_MAX_AGE_SECONDS = env_int("PREVIEW_TOKEN_MAX_AGE_SECONDS", 3600)

GRAPPLE = {
    "APPS": {
        "home": "",
        "content": "",
        "products": "",
        "promotions": "",
        "legal": "",
        "stories": "",
        "help": "",
        "quiz": "",
    },
    "AUTO_CAMELCASE": False,
    "PAGE_SIZE": 20,
    "MAX_PAGE_SIZE": 100,
    # The sizes the storefront asks for; any other rendition is refused, so nobody can make the
    # server resize images to arbitrary sizes.
    "ALLOWED_IMAGE_FILTERS": [
        f"width-{width}|format-webp" for width in (320, 480, 640, 800, 960, 1200, 1600)
    ],
}

CELERY_BEAT_SCHEDULE = {
    "publish-scheduled-pages": {"task": "cms.base.tasks.publish_scheduled_pages", "schedule": 60},
}
