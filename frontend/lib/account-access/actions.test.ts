// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { CookieOptions } from "@/lib/session/cookies";

// What the request being answered holds, and where the action sent the shopper.
const request = vi.hoisted(() => ({
  cookies: new Map<string, { value: string; options?: CookieOptions }>(),
  headers: new Headers(),
}));

class Redirected extends Error {
  constructor(public to: string) {
    super(`redirect ${to}`);
  }
}

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)!.value } : undefined),
    set: (name: string, value: string, options: CookieOptions) => request.cookies.set(name, { value, options }),
  }),
  headers: async () => request.headers,
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Redirected(to);
  },
}));

const { createAccount, logOut, requestPasswordReset, resetPassword, signIn, signOut } = await import("./actions");

const fetchMock = vi.fn<typeof fetch>();
type Call = { url: string; headers: Headers; body: { operationName?: string; variables?: Record<string, unknown>; extensions?: unknown } | null };
const calls = (): Call[] =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    headers: new Headers(init?.headers),
    body: init?.body && init.body !== "{}" ? JSON.parse(String(init.body)) : null,
  }));

/** The API's answers, one per call, in order. */
function apiAnswers(...answers: unknown[]) {
  for (const answer of answers) fetchMock.mockImplementationOnce(async () => Response.json(answer));
}

async function redirectOf(action: Promise<unknown>): Promise<string> {
  try {
    await action;
  } catch (error) {
    if (error instanceof Redirected) return error.to;
    throw error;
  }
  throw new Error("The action did not redirect.");
}

const cookie = (name: string) => request.cookies.get(name);
const messages = () => JSON.parse(cookie("messages")?.value ?? "[]");

/** A signed-in shopper whose token the shop revokes, and whose REST session ends, on log-out. */
function signedInUntilLogOut() {
  request.cookies.set("token", { value: "tok" });
  request.cookies.set("logged_in", { value: "1" });
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith("/graphql/")
      ? Response.json({ data: { revokeCustomerToken: { result: true } } })
      : Response.json({ success: true }),
  );
}

describe("session actions", () => {
  beforeEach(() => {
    request.cookies.clear();
    request.headers = new Headers({ host: "shop.example", "x-forwarded-for": "203.0.113.7" });
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    vi.stubEnv("BACKEND_URL", "http://django:8000");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("signIn stores the token and the marker, for 5 days, and goes to the account", async () => {
    apiAnswers({ data: { generateCustomerToken: { token: "tok", weak_password: false } } });

    const to = await redirectOf(
      signIn({ email: " jane@example.com ", password: "pw", recaptcha: { generateCustomerToken: "captcha" } }),
    );

    expect(to).toBe("/account/");
    const [call] = calls();
    expect(call.url).toBe("http://django:8000/graphql/");
    expect(call.body?.variables).toEqual({ email: "jane@example.com", password: "pw" });
    expect(call.headers.get("x-forwarded-for")).toBe("203.0.113.7");
    expect(call.headers.get("x-recaptcha")).toBe("captcha");
    expect(call.headers.has("authorization")).toBe(false);
    expect(cookie("token")).toEqual({
      value: "tok",
      options: { httpOnly: true, sameSite: "lax", secure: true, path: "/", maxAge: 432_000 },
    });
    expect(cookie("logged_in")?.value).toBe("1");
    expect(cookie("messages")).toBeUndefined();
  });

  it("signIn asks a customer whose password no longer meets the rules to change it", async () => {
    apiAnswers({ data: { generateCustomerToken: { token: "tok", weak_password: true } } });
    await redirectOf(signIn({ email: "jane@example.com", password: "pw" }));
    expect(messages()).toEqual([
      {
        type: "warning",
        text: "Your password no longer meets our security requirements. Please change it in your profile.",
      },
    ]);
  });

  it("signIn shows the API's refusal as it is worded and stores nothing", async () => {
    apiAnswers({ errors: [{ message: "Too many attempts.", extensions: { code: "TOO_MANY_REQUESTS" } }] });
    expect(await signIn({ email: "jane@example.com", password: "pw" })).toEqual({
      ok: false,
      message: "Too many attempts.",
    });
    expect(request.cookies.size).toBe(0);
  });

  it("createAccount creates, then logs in, each call with its own reCAPTCHA token", async () => {
    apiAnswers(
      { data: { createCustomer: { customer: { firstname: "Jane" } } } },
      { data: { generateCustomerToken: { token: "tok", weak_password: false } } },
    );

    const to = await redirectOf(
      createAccount({
        firstname: "Jane",
        lastname: "Doe",
        email: "jane@example.com",
        password: "pw",
        recaptcha: { createCustomer: "one", generateCustomerToken: "two" },
      }),
    );

    expect(to).toBe("/account/");
    const [create, login] = calls();
    expect(create.body?.variables).toEqual({
      input: { firstname: "Jane", lastname: "Doe", email: "jane@example.com", password: "pw" },
    });
    expect([create.headers.get("x-recaptcha"), login.headers.get("x-recaptcha")]).toEqual(["one", "two"]);
    expect(cookie("token")?.value).toBe("tok");
    expect(messages()).toEqual([{ type: "success", text: "Thank you for registering with Rootwell." }]);
  });

  it("createAccount sends the new customer to the login page when only logging in failed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    apiAnswers(
      { data: { createCustomer: { customer: { firstname: "Jane" } } } },
      { errors: [{ message: "Too many attempts.", extensions: { code: "TOO_MANY_REQUESTS" } }] },
    );
    const to = await redirectOf(
      createAccount({ firstname: "Jane", lastname: "Doe", email: "jane@example.com", password: "pw" }),
    );
    expect(to).toBe("/customer/account/login/");
    expect(cookie("token")).toBeUndefined();
    expect(messages()[0].text).toBe("Thank you for registering with Rootwell. Please log in.");
  });

  const QUIZ_TOKEN = "k3Jf9_x-Q2mZp8Lw4RtYv0Ab";

  it("signIn links the browser's quiz result to the account with the new token", async () => {
    apiAnswers(
      { data: { generateCustomerToken: { token: "tok", weak_password: false } } },
      { data: { linkQuizResult: { token: QUIZ_TOKEN } } },
    );

    expect(await redirectOf(signIn({ email: "jane@example.com", password: "pw", quizToken: QUIZ_TOKEN }))).toBe(
      "/account/",
    );

    const [, link] = calls();
    expect(link.body?.operationName).toBe("LinkQuizResult");
    expect(link.body?.variables).toEqual({ token: QUIZ_TOKEN });
    expect(link.headers.get("authorization")).toBe("Bearer tok");
  });

  it("signIn goes on to the account when the result cannot be linked (someone else's), and skips bad tokens", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    apiAnswers(
      { data: { generateCustomerToken: { token: "tok", weak_password: false } } },
      { errors: [{ message: "There is no such quiz result.", extensions: { code: "QUIZ_RESULT_NOT_FOUND" } }] },
    );
    expect(await redirectOf(signIn({ email: "jane@example.com", password: "pw", quizToken: QUIZ_TOKEN }))).toBe(
      "/account/",
    );
    expect(cookie("token")?.value).toBe("tok");

    fetchMock.mockReset();
    apiAnswers({ data: { generateCustomerToken: { token: "tok", weak_password: false } } });
    await redirectOf(signIn({ email: "jane@example.com", password: "pw", quizToken: "../not a token" }));
    expect(calls()).toHaveLength(1);
  });

  it("createAccount links the browser's quiz result to the new account", async () => {
    apiAnswers(
      { data: { createCustomer: { customer: { firstname: "Jane" } } } },
      { data: { generateCustomerToken: { token: "tok", weak_password: false } } },
      { data: { linkQuizResult: { token: QUIZ_TOKEN } } },
    );
    const details = { firstname: "Jane", lastname: "Doe", email: "jane@example.com", password: "pw" };
    expect(await redirectOf(createAccount({ ...details, quizToken: QUIZ_TOKEN }))).toBe("/account/");
    const link = calls()[2];
    expect(link.body?.variables).toEqual({ token: QUIZ_TOKEN });
    expect(link.headers.get("authorization")).toBe("Bearer tok");
  });

  it("signIn joins the guest cart to the account's and passes on Django's cart cookies and notice", async () => {
    request.cookies.set("cart_id", { value: "guest-cart" });
    apiAnswers({ data: { generateCustomerToken: { token: "tok", weak_password: false } } });
    const notice = "We added 1 item from your earlier visit.";
    const merged = new Headers();
    merged.append("set-cookie", 'cart_id=""; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; SameSite=Lax');
    merged.append("set-cookie", "cart_count=2; Max-Age=2592000; Path=/; SameSite=Lax");
    merged.append("set-cookie", `messages=${encodeURIComponent(JSON.stringify([{ type: "info", text: notice }]))}; Path=/; SameSite=Lax`);
    merged.append("set-cookie", "sessionid=abc; HttpOnly; Path=/");
    fetchMock.mockImplementationOnce(async () => new Response("{}", { headers: merged }));

    await redirectOf(signIn({ email: "jane@example.com", password: "pw" }));

    const merge = calls()[1];
    expect(merge.url).toBe("http://django:8000/rest/V1/rootwell-carts/");
    expect(merge.headers.get("authorization")).toBe("Bearer tok");
    expect(merge.headers.get("cookie")).toBe("cart_id=guest-cart");
    expect(cookie("cart_id")).toEqual({ value: "", options: { httpOnly: false, sameSite: "lax", secure: true, path: "/", maxAge: 0 } });
    expect(cookie("cart_count")?.value).toBe("2");
    expect(cookie("sessionid")).toBeUndefined();
    expect(messages()).toEqual([{ type: "info", text: notice }]);
  });

  it("signIn without a guest cart asks nothing more of the shop", async () => {
    apiAnswers({ data: { generateCustomerToken: { token: "tok", weak_password: false } } });
    await redirectOf(signIn({ email: "jane@example.com", password: "pw" }));
    expect(calls()).toHaveLength(1);
  });

  it("signIn goes back to the checkout it was sent from, and nowhere else", async () => {
    apiAnswers({ data: { generateCustomerToken: { token: "tok", weak_password: false } } });
    expect(await redirectOf(signIn({ email: "jane@example.com", password: "pw", returnTo: "/checkout/" }))).toBe(
      "/checkout/",
    );
    apiAnswers({ data: { generateCustomerToken: { token: "tok", weak_password: false } } });
    expect(
      await redirectOf(signIn({ email: "jane@example.com", password: "pw", returnTo: "https://evil.example/checkout/" })),
    ).toBe("/account/");
  });

  it("createAccount goes back to the checkout, through the login page when logging in failed", async () => {
    apiAnswers(
      { data: { createCustomer: { customer: { firstname: "Jane" } } } },
      { data: { generateCustomerToken: { token: "tok", weak_password: false } } },
    );
    const details = { firstname: "Jane", lastname: "Doe", email: "jane@example.com", password: "pw" };
    expect(await redirectOf(createAccount({ ...details, returnTo: "/checkout/" }))).toBe("/checkout/");

    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    apiAnswers(
      { data: { createCustomer: { customer: { firstname: "Jane" } } } },
      { errors: [{ message: "Too many attempts.", extensions: { code: "TOO_MANY_REQUESTS" } }] },
    );
    expect(await redirectOf(createAccount({ ...details, returnTo: "/checkout/" }))).toBe(
      "/customer/account/login/?redirect=/checkout/",
    );
  });

  it("requestPasswordReset answers the same for any address, on the login page", async () => {
    apiAnswers({ data: { requestPasswordResetEmail: true } });
    const to = await redirectOf(requestPasswordReset({ email: "who@example.com" }));
    expect(to).toBe("/customer/account/login/");
    expect(messages()).toEqual([
      {
        type: "success",
        text:
          "If there is an account associated with who@example.com you will receive an email " +
          "with a link to reset your password.",
      },
    ]);
  });

  it("resetPassword ends the stored session and sends the shopper to log in again", async () => {
    request.cookies.set("token", { value: "old" });
    apiAnswers({ data: { resetPassword: true } });

    const to = await redirectOf(resetPassword({ email: "jane@example.com", token: "reset", password: "new-pw" }));

    expect(to).toBe("/customer/account/login/");
    expect(calls()[0].body?.variables).toEqual({
      email: "jane@example.com",
      resetPasswordToken: "reset",
      newPassword: "new-pw",
    });
    expect(cookie("token")).toMatchObject({ value: "", options: { maxAge: 0 } });
    expect(messages()[0].text).toBe("You updated your password. Please log in with your new password.");
  });

  it("resetPassword without a token from the link asks for a new link and sends nothing", async () => {
    expect((await resetPassword({ email: "jane@example.com", token: "", password: "x" })).message).toMatch(
      /request a new one/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signOut revokes the token and ends the REST session, then empties both cookies", async () => {
    signedInUntilLogOut();

    await signOut();

    const sent = calls();
    expect(sent.map((call) => call.url).sort()).toEqual([
      "http://django:8000/graphql/",
      "http://django:8000/rest/V1/rootwell-customers/session-logout",
    ]);
    for (const call of sent) expect(call.headers.get("authorization")).toBe("Bearer tok");
    expect(cookie("token")).toMatchObject({ value: "", options: { httpOnly: true, maxAge: 0 } });
    expect(cookie("logged_in")).toMatchObject({ value: "", options: { httpOnly: false, maxAge: 0 } });
  });

  it("signOut only warns when the REST session log-out fails, and still empties the cookies", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    request.cookies.set("token", { value: "tok" });
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith("/graphql/")) return Response.json({ data: { revokeCustomerToken: { result: true } } });
      throw new TypeError("fetch failed");
    });

    await expect(signOut()).resolves.toBeUndefined();

    expect(warn).toHaveBeenCalled();
    expect(cookie("token")?.value).toBe("");
  });

  it("logOut ends the session and leaves the login page a message that the shopper is signed out", async () => {
    signedInUntilLogOut();

    await logOut();

    expect(cookie("token")).toMatchObject({ value: "", options: { maxAge: 0 } });
    expect(messages()).toEqual([{ type: "success", text: "You are signed out." }]);
    expect(cookie("messages")?.options).toMatchObject({ httpOnly: false });
  });

  it("signOut alone (a token the shop stopped accepting) leaves no message", async () => {
    request.cookies.set("token", { value: "tok" });
    fetchMock.mockImplementation(async () => Response.json({ data: { revokeCustomerToken: { result: true } } }));

    await signOut();

    expect(cookie("messages")).toBeUndefined();
  });
});
