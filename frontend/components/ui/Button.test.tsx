import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { withAppLinks } from "@/test-data/component-tests";

import { Button } from "./Button";

describe("Button", () => {
  withAppLinks();

  it("is a plain button that does not submit forms by accident", () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);

    const button = screen.getByRole("button", { name: "Add to cart" });
    fireEvent.click(button);

    expect(button.getAttribute("type")).toBe("button");
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(screen.queryByTestId("button-spinner")).toBeNull();
  });

  it("renders a link with the same look when given an address", () => {
    render(
      <Button href="/products/" variant="mono">
        Shop All Products
      </Button>,
    );

    const link = screen.getByRole("link", { name: "Shop All Products" });
    expect(link.getAttribute("href")).toBe("/products/");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("while loading: busy, a spinner in place of the label, the name kept, clicks ignored", () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Subscribe
        </Button>
      </form>,
    );

    const button = screen.getByRole("button", { name: "Subscribe" });
    fireEvent.click(button);

    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.contains(screen.getByTestId("button-spinner"))).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("while loading with an icon: the spinner takes the icon's place and the label stays", () => {
    render(
      <Button loading icon={<svg data-testid="cart-icon" />}>
        Add to cart
      </Button>,
    );

    const spinner = screen.getByTestId("button-spinner");
    expect(spinner.parentElement?.contains(screen.getByTestId("cart-icon"))).toBe(true);
    expect(screen.getByText("Add to cart").className).toBe("");
  });

  it("disabled: no clicks, and a link version is neither followed nor focusable", () => {
    const onClick = vi.fn();
    render(
      <>
        <Button disabled onClick={onClick}>
          Checkout
        </Button>
        <Button href="/checkout/" disabled onClick={onClick}>
          Checkout link
        </Button>
      </>,
    );

    const button = screen.getByRole("button", { name: "Checkout" }) as HTMLButtonElement;
    fireEvent.click(button);
    const link = screen.getByRole("link", { name: "Checkout link" });
    const followed = fireEvent.click(link);

    expect(button.disabled).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
    expect(followed).toBe(false);
    expect(link.getAttribute("aria-disabled")).toBe("true");
    expect(link.getAttribute("tabindex")).toBe("-1");
  });
});
