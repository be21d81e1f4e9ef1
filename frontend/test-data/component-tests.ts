// What component tests start from: links written as the app writes them, the browser's `fetch`
// answered by the test's mock, and the rendered tree unmounted after each test (vitest runs
// without globals, so Testing Library cannot do it by itself).
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, type Mock, vi } from "vitest";

/** The shop's JSON answer, as `fetch` gives it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Options = {
  /** Next's router writes links with the trailing slash the app's routes have (next.config's trailingSlash). */
  trailingSlash?: boolean;
  /** What else each test starts from: answers primed on the mock, other mocks reset, storage cleared. */
  setUp?: () => void;
};

/** Each test of the calling block answers `fetch` with `fetchMock`, reset before it. */
export function withBrowserFetch(fetchMock: Mock<typeof fetch>, { trailingSlash = false, setUp }: Options = {}): void {
  beforeEach(() => {
    if (trailingSlash) vi.stubEnv("__NEXT_MANUAL_TRAILING_SLASH", "true");
    fetchMock.mockReset();
    setUp?.();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });
}

/** Each test of the calling block renders links as the shop serves them, with the trailing slash
 * of next.config's trailingSlash (the shop's own proxy owns slashes), after `setUp`, which resets
 * what else the block keeps; what a test rendered is unmounted after it. */
export function withAppLinks(setUp?: () => void): void {
  beforeEach(() => {
    vi.stubEnv("__NEXT_MANUAL_TRAILING_SLASH", "true");
    setUp?.();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });
}

/** Each test of the calling block renders links with the app's trailing slash and starts with no
 * analytics events reported (after `setUp`, which clears what else it keeps). */
export function withTrackedLinks(setUp?: () => void): void {
  withAppLinks(setUp);
  afterEach(() => {
    delete window.rootwellAnalytics;
  });
}
