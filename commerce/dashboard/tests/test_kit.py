"""Our dashboard sub-apps build on one kit (commerce.dashboard.kit and dashboard/kit/ templates)
instead of each copying the page, list and form templates and the url block."""

from pathlib import Path

from django.apps import apps

from commerce.dashboard.kit import DashboardPages

COMMERCE = Path(__file__).resolve().parent.parent.parent


def test_every_dashboard_page_template_extends_the_kit():
    pages = [
        template
        for template in COMMERCE.glob("*/dashboard/templates/**/*.html")
        if "/partials/" not in str(template)
    ]

    assert pages
    for template in pages:
        first_line = template.read_text().splitlines()[0]
        assert first_line.startswith("{% extends 'dashboard/kit/"), template


def test_every_dashboard_sub_app_lists_its_pages_on_the_kit():
    sub_apps = [
        config
        for config in apps.get_app_configs()
        if config.name.startswith("commerce.")
        and config.name.endswith(".dashboard")
        and config.name != "commerce.dashboard"
    ]

    assert len(sub_apps) == 7
    for config in sub_apps:
        assert isinstance(config, DashboardPages), config.name
        app = config.name.split(".")[1]
        assert (config.label, config.namespace) == (f"{app}_dashboard", f"{app}-dashboard")
        assert len(config.get_urls()) == len(config.pages)
