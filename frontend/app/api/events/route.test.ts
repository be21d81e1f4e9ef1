// @vitest-environment node
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

import { FAKE_BACKEND, withFakeBackend } from "@/test-data/backend";

import { POST } from "./route";

describe("POST /api/events/", () => {
  const fetchMock = vi.fn<typeof fetch>();
  withFakeBackend(fetchMock);

  const body = JSON.stringify({ batch: [{ type: "identify", messageId: "m-1", traits: {} }] });
  const beacon = (cookie?: string) =>
    new NextRequest("http://shop.example/api/events/", {
      method: "POST",
      body,
      headers: { host: "shop.example", "content-type": "text/plain;charset=UTF-8", ...(cookie ? { cookie } : {}) },
    });
  const sent = () => ({ url: fetchMock.mock.calls[0][0], init: fetchMock.mock.calls[0][1], headers: new Headers(fetchMock.mock.calls[0][1]?.headers) });

  it("passes a signed-in customer's token on, so the collector names them on their events", async () => {
    fetchMock.mockResolvedValue(Response.json({ accepted: 1 }, { status: 202 }));

    const response = await POST(beacon("token=t0k3n; rw_anon=a1; other=1"));

    expect(response.status).toBe(202);
    expect(sent().url).toBe(`${FAKE_BACKEND}/analytics/events/`);
    expect(sent().init?.body).toBe(body);
    expect(sent().headers.get("authorization")).toBe("Bearer t0k3n");
    expect(sent().headers.get("cookie")).toBe("rw_anon=a1");
  });

  it("sends no authorization for a visitor who is not signed in", async () => {
    fetchMock.mockResolvedValue(Response.json({ accepted: 1 }, { status: 202 }));

    await POST(beacon("rw_anon=a1"));

    expect(sent().headers.has("authorization")).toBe(false);
  });
});
