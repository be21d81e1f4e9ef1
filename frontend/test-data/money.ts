// Money as the API answers it, for tests.
export const usd = (value: string) => ({ __typename: "Money" as const, value, currency: "USD" });
