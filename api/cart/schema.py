import graphene

from ..core.mutation_fields import mutation_field
from . import resolvers
from .mutations.add_products_to_cart import AddProductsToCart
from .mutations.apply_coupon_to_cart import ApplyCouponToCart
from .mutations.apply_store_credit_to_cart import ApplyStoreCreditToCart
from .mutations.remove_coupon_from_cart import RemoveCouponFromCart
from .mutations.remove_item_from_cart import RemoveItemFromCart
from .mutations.remove_store_credit_from_cart import RemoveStoreCreditFromCart
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
    add_products_to_cart = mutation_field(
        AddProductsToCart,
        "Adds plans to the visitor's cart, all or nothing; creates the cart.",
        required=True,
    )
    update_cart_items = mutation_field(
        UpdateCartItems, "Changes line quantities; 0 removes a line.", required=True
    )
    remove_item_from_cart = mutation_field(
        RemoveItemFromCart, "Removes a line from the visitor's cart.", required=True
    )
    apply_coupon_to_cart = mutation_field(
        ApplyCouponToCart, "Applies a coupon code to the visitor's cart.", required=True
    )
    remove_coupon_from_cart = mutation_field(
        RemoveCouponFromCart, "Removes the coupon from the visitor's cart.", required=True
    )
    apply_store_credit_to_cart = mutation_field(
        ApplyStoreCreditToCart,
        "Pays the signed-in customer's cart with their store credit, up to the amount due.",
        required=True,
    )
    remove_store_credit_from_cart = mutation_field(
        RemoveStoreCreditFromCart,
        "Stops paying the customer's cart with store credit.",
        required=True,
    )
