// A Redis server of a test's own (the system's redis-server binary, on a free port, keeping nothing
// on disk), so tests of the shared cache neither see nor touch any other Redis data.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? "redis-server";

/** A port nothing listens on now (the system picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts one (on `port`, to start one again where it was); resolves once it accepts connections,
 * with its URL and how to stop it. */
export async function startPrivateRedis({ port: wanted } = {}) {
  const port = wanted ?? (await freePort());
  const server = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    server.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`${REDIS_SERVER} could not be started (${error.message}); install the redis-server package.`));
    });
    server.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const stopped = new Promise((resolve) => server.once("exit", resolve));
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      server.kill("SIGTERM");
      await stopped;
    },
  };
}
