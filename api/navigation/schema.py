"""The `storefront_chrome` query: menus, footer, social links and the ribbon of one section."""

import graphene
from wagtail.models import Site

from cms.navigation.chrome import storefront_chrome
from cms.navigation.models import Section

from ..core.cms_arguments import CmsRoots
from .types import StorefrontChrome


class NavigationQueries(CmsRoots, graphene.ObjectType):
    storefront_chrome = graphene.Field(
        StorefrontChrome,
        required=True,
        section=graphene.String(default_value=Section.WOMEN.value),
        description="What surrounds every page of a section (women or men).",
    )

    @staticmethod
    def resolve_storefront_chrome(root, info, section):
        if section not in Section.values:
            section = Section.WOMEN.value
        return storefront_chrome(Site.find_for_request(info.context), section)
