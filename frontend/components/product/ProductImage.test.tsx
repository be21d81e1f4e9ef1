import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { ProductImage } from "./ProductImage";

afterEach(cleanup);

describe("ProductImage", () => {
  it("serves the catalogue image resized through next/image, sized by its frame, loading first", () => {
    render(<ProductImage src="/media/images/core-women.jpg" alt="Rootwell Core for Women" />);

    const image = screen.getByRole("img", { name: "Rootwell Core for Women" });
    expect(image.getAttribute("src")).toMatch(/^\/_next\/image\?url=%2Fmedia%2Fimages%2Fcore-women\.jpg&w=\d+&q=75$/);
    expect(image.getAttribute("srcset")).toContain("/_next/image?url=%2Fmedia%2Fimages%2Fcore-women.jpg&w=640&q=75 640w");
    expect(image.getAttribute("sizes")).toBe("(min-width: 1024px) 560px, 100vw");
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect(image.style.position).toBe("absolute");
  });

  it("shows nothing, not an empty frame, when the product has no image", () => {
    const { container } = render(<ProductImage src={null} alt="Rootwell Core for Women" />);

    expect(container.innerHTML).toBe("");
  });
});
