import { defineConfig, devices } from "@playwright/test";

const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 8100);
const frontendPort = Number(process.env.E2E_FRONTEND_PORT ?? 3100);

// The system Chromium (Debian's package); never a browser downloaded at run time.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/fresh-storefront.ts",
  fullyParallel: false,
  workers: 1,
  // One retry on CI, where the machine is shared: a test that passes only on retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${frontendPort}`,
    headless: true,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: [
    {
      command: "bash ../scripts/e2e-backend.sh",
      url: `http://127.0.0.1:${backendPort}/healthz`,
      // The CMS sends previews and cache refreshes to the storefront under test.
      env: { E2E_BACKEND_PORT: String(backendPort), FRONTEND_URL: `http://127.0.0.1:${frontendPort}` },
      // Migrations and the demo data, while pytest may share the machine (make test).
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node server.mjs",
      url: `http://127.0.0.1:${frontendPort}/api/health`,
      env: {
        BACKEND_URL: `http://127.0.0.1:${backendPort}`,
        PORT: String(frontendPort),
        SITE_URL: `http://127.0.0.1:${frontendPort}`,
        NEXT_TELEMETRY_DISABLED: "1",
        // An experiment started by a test reaches the proxy within a second (30 s otherwise).
        EXPERIMENTS_REFRESH_SECONDS: "1",
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
