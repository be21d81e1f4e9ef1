from commerce.plans import services


def resolve_products(root, info, skus):
    return services.plans_for_skus(skus)


def resolve_core_subscription_products(root, info):
    return services.core_subscription_plans()


def resolve_boosters(root, info, bundle_key_id, subscription_interval):
    return services.booster_plans(bundle_key_id, subscription_interval)


def resolve_booster_combinations(root, info, bundle_key_id, subscription_interval):
    return services.booster_combinations(bundle_key_id, subscription_interval)


def resolve_products_by_bundle_keys(root, info, bundle_keys, subscription_interval):
    return services.plans_with_bundle_keys(bundle_keys, subscription_interval)
