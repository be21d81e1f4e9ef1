from commerce.plans import services


def resolve_products(root, info, skus):
    return services.plans_for_skus(skus)


def resolve_core_subscription_products(root, info):
    return services.core_subscription_plans()


def resolve_boosters(root, info, bundle_key_id, subscription_interval):
    return services.booster_plans(bundle_key_id, subscription_interval)
