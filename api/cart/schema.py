import graphene

from . import resolvers
from .mutations.add_products_to_cart import AddProductsToCart
from .mutations.apply_coupon_to_cart import ApplyCouponToCart
from .mutations.remove_coupon_from_cart import RemoveCouponFromCart
from .mutations.remove_item_from_cart import RemoveItemFromCart
from .mutations.store_credit import ApplyStoreCreditToCart, RemoveStoreCreditFromCart
from .mutations.update_cart_items import UpdateCartItems
from .types import Cart


class CartQueries(graphene.ObjectType):
    cart = graphene.Field(
        Cart,
        required=True,
        cart_id=graphene.String(
            description="A guest cart's id; the cart_id cookie's cart when left out."
        ),
        description="The visitor's cart: the customer's when signed in, else the guest cart of "
        'the cart_id cookie; an empty cart (id "") when none exists.',
        resolver=resolvers.resolve_cart,
    )


class CartMutations(graphene.ObjectType):
    add_products_to_cart = AddProductsToCart.Field(
        name="addProductsToCart",
        required=True,
        description="Adds plans to the visitor's cart, all or nothing; creates the cart.",
    )
    update_cart_items = UpdateCartItems.Field(
        name="updateCartItems",
        required=True,
        description="Changes line quantities; 0 removes a line.",
    )
    remove_item_from_cart = RemoveItemFromCart.Field(
        name="removeItemFromCart",
        required=True,
        description="Removes a line from the visitor's cart.",
    )
    apply_coupon_to_cart = ApplyCouponToCart.Field(
        name="applyCouponToCart",
        required=True,
        description="Applies a coupon code to the visitor's cart.",
    )
    remove_coupon_from_cart = RemoveCouponFromCart.Field(
        name="removeCouponFromCart",
        required=True,
        description="Removes the coupon from the visitor's cart.",
    )
    apply_store_credit_to_cart = ApplyStoreCreditToCart.Field(
        name="applyStoreCreditToCart",
        required=True,
        description="Pays the signed-in customer's cart with their store credit, up to the "
        "amount due.",
    )
    remove_store_credit_from_cart = RemoveStoreCreditFromCart.Field(
        name="removeStoreCreditFromCart",
        required=True,
        description="Stops paying the customer's cart with store credit.",
    )
