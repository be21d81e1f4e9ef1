// Orders as the API answers them, for the order pages' tests.
import type { AccountOrderQuery, AccountOrdersQuery } from "@/lib/graphql/generated/graphql";
import { usd } from "@/test-data/money";


type Summary = AccountOrdersQuery["customer"]["orders"]["items"][number];

export function orderSummary(number: string, overrides: Partial<Summary> = {}): Summary {
  return {
    __typename: "CustomerOrder",
    id: btoa(String(Number(number) - 99000)),
    number,
    order_date: "2026-03-05 14:30:00",
    status: "Processing",
    items: [{ __typename: "OrderItem", id: `${number}-1`, product_name: "Rootwell Core for Women", quantity_ordered: 1 }],
    total: { __typename: "OrderTotal", grand_total: usd("94.95") },
    ...overrides,
  };
}

export function ordersCustomer(
  items: Summary[],
  pageInfo: { current_page: number; total_pages: number; total_count?: number },
): AccountOrdersQuery["customer"] {
  return {
    __typename: "Customer",
    entity_id: 7,
    email: "jane@example.com",
    orders: {
      __typename: "CustomerOrders",
      total_count: pageInfo.total_count ?? items.length,
      page_info: { __typename: "SearchResultPageInfo", page_size: 20, ...pageInfo },
      items,
    },
  };
}

type Detail = NonNullable<AccountOrderQuery["order"]>;

const address = {
  __typename: "OrderAddress" as const,
  firstname: "Jane",
  lastname: "Doe",
  company: null,
  street: ["12 Main St"],
  city: "Brooklyn",
  region: "New York",
  postcode: "11201",
  country_code: "US",
  telephone: "2125550100",
};

export function orderDetail(overrides: Partial<Detail> = {}): Detail {
  return {
    __typename: "CustomerOrder",
    id: "MTIz",
    number: "100042",
    order_date: "2026-03-05 14:30:00",
    status: "Shipped",
    shipping_method: "Standard Shipping",
    shipments: [
      {
        __typename: "OrderShipment",
        id: "1",
        number: "000000001",
        tracking: [
          { __typename: "ShipmentTracking", carrier: "ups", title: "UPS", number: "1Z999", url: "https://www.ups.com/track?tracknum=1Z999" },
          { __typename: "ShipmentTracking", carrier: "cpx", title: "Carrier Pigeon", number: "P-7", url: null },
        ],
      },
    ],
    shipping_address: address,
    billing_address: { ...address, street: ["1 Billing Ave"] },
    payment_methods: [
      {
        __typename: "OrderPaymentMethod",
        name: "Credit Card",
        type: "authnetcim",
        additional_data: [
          { __typename: "KeyValue", name: "cc_type", value: "VI" },
          { __typename: "KeyValue", name: "cc_last4", value: "4242" },
        ],
      },
    ],
    items: [
      {
        __typename: "OrderItem",
        id: "1",
        image: "/media/images/core-women.jpg",
        product_name: "Rootwell Core for Women",
        product_sku: "RW-CORE-W-N01",
        quantity_ordered: 1,
        billing_interval: 0,
        product_sale_price: usd("88.00"),
        quantity_returnable: 1,
        review: { __typename: "OrderItemReview", product_id: "11", review: null },
      },
      {
        __typename: "OrderItem",
        id: "2",
        image: null,
        product_name: "Biotin Booster",
        product_sku: "RW-BOOST-BIOTIN-S01",
        quantity_ordered: 2,
        billing_interval: 3,
        product_sale_price: usd("12.50"),
        quantity_returnable: 0,
        review: null,
      },
    ],
    return_window: {
      __typename: "OrderReturnWindow",
      open: true,
      closes_on: "2026-04-04",
      days: 30,
      message: "You can return shipped items until April 4, 2026.",
      reasons: [
        { __typename: "ReturnReasonOption", code: "damaged", label: "Arrived damaged" },
        { __typename: "ReturnReasonOption", code: "not_suited", label: "Not right for me" },
      ],
    },
    returns: [
      {
        __typename: "OrderReturn",
        id: "OQ==",
        number: "R9",
        status: "REFUNDED",
        status_label: "Refunded",
        reason_label: "Arrived damaged",
        created_at: "2026-03-08 09:00:00",
        items: [{ __typename: "OrderReturnItem", order_item_id: "2", product_name: "Biotin Booster", quantity: 2 }],
        refund: usd("25.00"),
        refunded_at: "2026-03-12 10:00:00",
        rejection_reason: null,
      },
    ],
    total: {
      __typename: "OrderTotal",
      subtotal: usd("113.00"),
      discounts: [{ __typename: "OrderDiscount", label: "WELCOME10", amount: usd("10.00") }],
      shipping: usd("6.95"),
      taxes: usd("0.00"),
      giftcard: usd("0.00"),
      grand_total: usd("109.95"),
      store_credit: usd("0.00"),
      charged_to_card: usd("109.95"),
      refunded: usd("0.00"),
    },
    ...overrides,
  };
}
