"""Redirects and sitemap entries as the storefront reads them."""

import graphene


class StorefrontRedirect(graphene.ObjectType):
    """Where an old storefront path now leads (managed in the CMS under Settings > Redirects)."""

    location = graphene.String(required=True, description="A storefront path or a full URL.")
    is_permanent = graphene.Boolean(required=True, description="301/308 when true, else 302/307.")


class SitemapEntry(graphene.ObjectType):
    url_path = graphene.String(required=True, description="The page's storefront path.")
    last_modified = graphene.DateTime(description="When the page was last published.")
