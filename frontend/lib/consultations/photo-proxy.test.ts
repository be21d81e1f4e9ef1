// @vitest-environment node
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

import { withFakeBackend } from "@/test-data/backend";

import { forwardUpload, MAX_UPLOAD_REQUEST_BYTES } from "./photo-proxy";

const fetchMock = vi.fn<typeof fetch>();

function upload(headers: Record<string, string>) {
  return new NextRequest("http://shop.example/api/scalp-photos/", {
    method: "POST",
    body: "--x\r\n",
    headers: { host: "shop.example", cookie: "token=abc", "content-type": "multipart/form-data; boundary=x", ...headers },
  });
}

describe("forwardUpload", () => {
  withFakeBackend(fetchMock);

  it("refuses, unread, an upload that does not say how long it is", async () => {
    const request = upload({});
    request.headers.delete("content-length");

    const response = await forwardUpload(request);

    expect(response.status).toBe(411);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses, unread, an upload declaring more than a photo may be", async () => {
    const response = await forwardUpload(upload({ "content-length": String(MAX_UPLOAD_REQUEST_BYTES + 1) }));

    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: "Please upload a photo of at most 10 MB." });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("passes a photo on to the shop with the customer's token", async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 7 }, { status: 201 }));

    const response = await forwardUpload(upload({ "content-length": "5" }));

    expect(response.status).toBe(201);
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get("authorization")).toBe("Bearer abc");
  });
});
