from commerce.basket import carts, totals


def resolve_cart(root, info, cart_id=None):
    return totals.summarize(carts.find_cart(info.context, cart_id))
