import pytest

from .private_redis import PrivateRedis, redis_server_installed


@pytest.fixture
def private_redis():
    """A running Redis of the test's own (stop() and start() it at will); skipped where the
    redis-server package is missing (.ci/run installs it)."""
    if not redis_server_installed():
        pytest.skip("needs redis-server (apt-get install redis-server)")
    server = PrivateRedis()
    server.start()
    yield server
    server.stop()
