"""A Redis server of a test's own: the system's redis-server on a free port, keeping nothing on
disk, so that a test may stop and start it without touching any other Redis (the storefront's
tests start theirs the same way, frontend/server/private-redis.mjs)."""

import os
import select
import shutil
import socket
import subprocess
import time

REDIS_SERVER = os.environ.get("REDIS_SERVER_PATH", "redis-server")
START_SECONDS = 10


def redis_server_installed() -> bool:
    return shutil.which(REDIS_SERVER) is not None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PrivateRedis:
    def __init__(self):
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self._process: subprocess.Popen | None = None

    def start(self) -> None:
        """Starts it (again, on the same port) and returns once it accepts connections."""
        self._process = subprocess.Popen(
            [REDIS_SERVER, "--port", str(self.port), "--bind", "127.0.0.1"]
            + ["--save", "", "--appendonly", "no"],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        output = b""
        deadline = time.monotonic() + START_SECONDS
        while b"Ready to accept connections" not in output:
            remaining = deadline - time.monotonic()
            readable, _, _ = select.select([self._process.stdout], [], [], max(remaining, 0))
            chunk = os.read(self._process.stdout.fileno(), 4096) if readable else b""
            if not chunk:
                self.stop()
                raise RuntimeError(f"redis-server did not start:\n{output.decode()}")
            output += chunk

    def stop(self) -> None:
        if self._process is None:
            return
        self._process.terminate()
        self._process.wait(timeout=START_SECONDS)
        self._process.stdout.close()
        self._process = None
