import math

from commerce.orders import history

from .types import CustomerOrders, SearchResultPageInfo


def customer_orders(customer, current_page: int, page_size: int, sort) -> CustomerOrders:
    """One page of `Customer.orders`; an impossible page is the client's mistake."""
    orders, total_count = history.orders_of(customer, current_page, page_size, _sort(sort))
    return CustomerOrders(
        items=orders,
        total_count=total_count,
        page_info=SearchResultPageInfo(
            current_page=current_page,
            page_size=page_size,
            total_pages=math.ceil(total_count / page_size),
        ),
    )


def _sort(sort) -> history.OrderSort:
    if sort is None:
        return history.OrderSort()
    return history.OrderSort(
        field=sort.sort_field.value, descending=sort.sort_direction.value == "DESC"
    )
