// A fake shop backend for tests of server code that calls it: the tests of the describe block
// calling this answer `fetch` with `fetchMock`, and BACKEND_URL is http://django:8000.
import { afterEach, beforeEach, type Mock, vi } from "vitest";

export const FAKE_BACKEND = "http://django:8000";

export function withFakeBackend(fetchMock: Mock<typeof fetch>, setUp?: () => void): void {
  beforeEach(() => {
    fetchMock.mockReset();
    setUp?.();
    vi.stubGlobal("fetch", fetchMock);
    vi.stubEnv("BACKEND_URL", FAKE_BACKEND);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
}
