from commerce.plans import services

from ..core.errors import UserInputError


def resolve_products(root, info, skus):
    try:
        return services.plans_for_skus(skus)
    except services.TooManySkus as error:
        raise UserInputError(str(error)) from error


def resolve_core_subscription_products(root, info):
    return services.core_subscription_plans()


def resolve_boosters(root, info, bundle_key_id, subscription_interval):
    return services.booster_plans(bundle_key_id, subscription_interval)
