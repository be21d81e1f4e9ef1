"""StreamField blocks shared by every page type, each exposed to GraphQL by grapple."""

from .comparison import ComparisonRowBlock, ComparisonTableBlock
from .gallery import CardBlock, CardsBlock, TestimonialBlock, TestimonialsBlock
from .hero import CtaBlock, HeroBlock
from .products import ProductChooserBlock, ProductTeaserBlock
from .text import FaqListBlock, ImageWithTextBlock, RichTextSectionBlock

__all__ = [
    "CardBlock",
    "CardsBlock",
    "ComparisonRowBlock",
    "ComparisonTableBlock",
    "CtaBlock",
    "FaqListBlock",
    "HeroBlock",
    "ImageWithTextBlock",
    "ProductChooserBlock",
    "ProductTeaserBlock",
    "RichTextSectionBlock",
    "TestimonialBlock",
    "TestimonialsBlock",
    "editorial_blocks",
]


def editorial_blocks():
    return [
        ("hero", HeroBlock()),
        ("text", RichTextSectionBlock()),
        ("image_with_text", ImageWithTextBlock()),
        ("cards", CardsBlock()),
        ("comparison_table", ComparisonTableBlock()),
        ("testimonials", TestimonialsBlock()),
        ("faq", FaqListBlock()),
        ("cta", CtaBlock()),
        ("product_teaser", ProductTeaserBlock()),
    ]
