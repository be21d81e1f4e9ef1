import { describe, expect, it } from "vitest";

import { sessionLoginMessage, takeSessionLoginToken } from "./session-login";

describe("takeSessionLoginToken", () => {
  it("takes the token out of a successful answer", () => {
    expect(takeSessionLoginToken('{"success":true,"token":"abc","message":"You are signed in."}')).toEqual({
      token: "abc",
      body: { success: true, message: "You are signed in." },
    });
  });

  it("reads an answer sent as a JSON string holding the object", () => {
    const text = JSON.stringify(JSON.stringify({ success: true, token: "abc", message: "" }));
    expect(takeSessionLoginToken(text)).toEqual({ token: "abc", body: { success: true, message: "" } });
  });

  it("stores nothing from an unsuccessful answer, and still hides any token", () => {
    expect(takeSessionLoginToken('{"success":false,"token":"stale","message":"No session."}')).toEqual({
      token: null,
      body: { success: false, message: "No session." },
    });
    expect(takeSessionLoginToken('{"success":true,"token":null,"message":""}').token).toBeNull();
  });

  it("passes nothing on from a body that is not JSON", () => {
    expect(takeSessionLoginToken("<html>")).toEqual({ token: null, body: null });
  });
});

describe("sessionLoginMessage", () => {
  it("is the answer's message: good news when signed in, a warning otherwise", () => {
    expect(sessionLoginMessage({ success: true, message: "You are signed in." }, true)).toEqual({
      type: "success",
      text: "You are signed in.",
    });
    expect(sessionLoginMessage({ success: false, message: " Your session has ended. " }, false)).toEqual({
      type: "warning",
      text: "Your session has ended.",
    });
  });

  it("says nothing when the answer has no message", () => {
    for (const body of [null, "text", { success: false }, { message: null }, { message: "  " }, { message: 4 }]) {
      expect(sessionLoginMessage(body, false)).toBeNull();
    }
  });
});
