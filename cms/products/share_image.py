"""A product page's default share image: the catalogue product's primary image at 1200×630.

Oscar's images are not Wagtail images, so sorl-thumbnail (Oscar's own thumbnailer) makes the
copy; it keeps the file and remembers it, so only the first share of a new image pays for it.
"""

import logging

from oscar.core.loading import get_model
from sorl.thumbnail import get_thumbnail

from cms.base.seo import SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, ShareImageData

ProductImage = get_model("catalogue", "ProductImage")
logger = logging.getLogger(__name__)

# The whole pack shot on white rather than a crop that could cut the product off.
THUMBNAIL_OPTIONS = {
    "padding": True,
    "padding_color": "#ffffff",
    "upscale": True,
    "format": "JPEG",
    "quality": 85,
}


def product_share_image(product_id: int) -> ShareImageData | None:
    image = (
        ProductImage.objects.filter(product_id=product_id)
        .order_by("display_order", "id")
        .only("original")
        .first()
    )
    if image is None or not image.original:
        return None
    try:
        thumbnail = get_thumbnail(
            image.original, f"{SHARE_IMAGE_WIDTH}x{SHARE_IMAGE_HEIGHT}", **THUMBNAIL_OPTIONS
        )
        # sorl gives a thumbnail without a size (None) for a file it cannot read.
        width, height = thumbnail.width, thumbnail.height
    except (OSError, TypeError):
        width = height = None
    if not width or not height:
        logger.warning(
            "Product %s's image %s has no readable file", product_id, image.original.name
        )
        return None
    return ShareImageData(url=thumbnail.url, width=width, height=height)
