import { describe, expect, it } from "vitest";

import {
  appendMessage,
  isInfoBanner,
  messageRole,
  messagesFromCookieHeader,
  messageTone,
  parseMessages,
  withoutMessages,
} from "./messages";

describe("parseMessages", () => {
  it("reads a JSON array of {type, text}", () => {
    expect(parseMessages('[{"type":"success","text":"Saved."},{"type":"error","text":"Failed."}]')).toEqual([
      { type: "success", text: "Saved." },
      { type: "error", text: "Failed." },
    ]);
  });

  it("treats an unknown type as a notice and drops what is not a message", () => {
    expect(parseMessages('[{"type":"notice","text":"Hi"},{"type":"error"},{"text":"  "},"x",null]')).toEqual([
      { type: "info", text: "Hi" },
    ]);
  });

  it("gives nothing for empty, malformed or non-array values", () => {
    for (const raw of [undefined, null, "", "{", '{"type":"error","text":"x"}', "42"]) {
      expect(parseMessages(raw)).toEqual([]);
    }
  });
});

describe("appendMessage", () => {
  it("adds to what is there, without saying the same thing twice", () => {
    const once = appendMessage(undefined, { type: "warning", text: "You are already logged in." });
    const twice = appendMessage(once, { type: "warning", text: "You are already logged in." });
    expect(parseMessages(twice)).toEqual([{ type: "warning", text: "You are already logged in." }]);
    expect(parseMessages(appendMessage(twice, { type: "success", text: "Saved." }))).toHaveLength(2);
  });

  it("keeps the newest few so the cookie stays small", () => {
    let raw: string | undefined;
    for (let index = 0; index < 8; index++) raw = appendMessage(raw, { type: "info", text: `m${index}` });
    expect(parseMessages(raw).map((message) => message.text)).toEqual(["m3", "m4", "m5", "m6", "m7"]);
  });
});

describe("withoutMessages", () => {
  it("takes out the messages shown and keeps any added since", () => {
    const raw = JSON.stringify([
      { type: "success", text: "Saved." },
      { type: "warning", text: "Careful." },
    ]);
    expect(withoutMessages(raw, [{ type: "success", text: "Saved." }])).toBe(
      JSON.stringify([{ type: "warning", text: "Careful." }]),
    );
    expect(withoutMessages(raw, parseMessages(raw))).toBeNull();
    expect(withoutMessages(null, [])).toBeNull();
  });
});

describe("messagesFromCookieHeader", () => {
  it("decodes the cookie's value among others", () => {
    const value = encodeURIComponent(JSON.stringify([{ type: "success", text: "Thanks; see you soon." }]));
    expect(messagesFromCookieHeader(`token_hint=1; messages=${value}; other=2`)).toEqual([
      { type: "success", text: "Thanks; see you soon." },
    ]);
  });

  it("gives nothing without the cookie or with a broken one", () => {
    expect(messagesFromCookieHeader("a=1")).toEqual([]);
    expect(messagesFromCookieHeader("messages=%E0%A4%A")).toEqual([]);
    expect(messagesFromCookieHeader("my_messages=%5B%5D")).toEqual([]);
  });
});

describe("how a message is shown", () => {
  it("shows anything about a subscription as an info banner", () => {
    const message = { type: "success" as const, text: "Your Subscription was updated." };
    expect(isInfoBanner(message)).toBe(true);
    expect(messageTone(message)).toBe("info");
    expect(messageTone({ type: "warning", text: "You are already logged in." })).toBe("warning");
  });

  it("announces errors as alerts and everything else politely", () => {
    expect(messageRole({ type: "error", text: "No." })).toBe("alert");
    expect(messageRole({ type: "error", text: "Your subscription failed." })).toBe("alert");
    expect(messageRole({ type: "success", text: "Yes." })).toBe("status");
    expect(messageRole({ type: "warning", text: "Careful." })).toBe("status");
  });
});
