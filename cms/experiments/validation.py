"""The rules an experiment's variants keep, as messages a marketer can act on."""

from collections.abc import Iterable


def variant_errors(page, variants: Iterable) -> list[str]:
    """What is wrong with these variants of an experiment on `page` (empty when nothing is).
    `variants` are ExperimentVariant instances, saved or not, without the ones being deleted."""
    variants = list(variants)
    errors = []
    controls = [v for v in variants if v.is_control]
    alternatives = [v for v in variants if not v.is_control]
    if len(controls) != 1:
        errors.append(
            "An experiment needs exactly one control: a variant with neither a revision nor an "
            f"alternative page (it shows the live page). This one has {len(controls)}."
        )
    if not alternatives:
        errors.append(
            "Add at least one alternative: a variant showing a revision of the tested page or "
            "another page."
        )
    total = sum(v.weight or 0 for v in variants)
    if variants and total != 100:
        errors.append(f"The variants' traffic must add up to 100%; it adds up to {total}%.")
    slugs = [v.slug for v in variants]
    for slug in sorted({s for s in slugs if slugs.count(s) > 1}):
        errors.append(f'Two variants have the slug "{slug}": each needs its own.')
    for variant in alternatives:
        if (
            variant.revision_id
            and page is not None
            and str(variant.revision.object_id) != str(page.pk)
        ):
            errors.append(
                f'Variant "{variant.name}": the revision must be one of the tested page\'s '
                f'("{page.title}").'
            )
        if variant.alternative_page_id and page is not None:
            other = variant.alternative_page
            if other.pk == page.pk:
                errors.append(
                    f'Variant "{variant.name}": the alternative page is the tested page itself; '
                    "leave it empty for the control."
                )
            elif not other.live:
                errors.append(
                    f'Variant "{variant.name}": the alternative page "{other.title}" is not '
                    "published."
                )
    return errors
