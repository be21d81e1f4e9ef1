"""The catalogue's cache (commerce.plans.cache)."""

from config.settings.env import env_int

# How long catalogue reads many pages repeat (every booster plan) stay cached at most; a saved
# product, stock record or attribute value replaces them at once.
CATALOGUE_CACHE_SECONDS = env_int("CATALOGUE_CACHE_SECONDS", 300)
