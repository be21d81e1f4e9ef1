"""Customer accounts: the user model, passwords, sign-in tokens, rate limits and reCAPTCHA."""

import os

from config.settings.env import env_float, env_int, env_list, rate_limits

AUTH_USER_MODEL = "customers.User"
AUTHENTICATION_BACKENDS = ["commerce.customers.auth_backends.EmailBackend"]
LOGIN_URL = "/accounts/login/"
# Argon2 first (Django's recommendation; argon2-cffi is a dependency); the others still verify
# older hashes, which are upgraded to Argon2 at the customer's next sign-in.
PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.Argon2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2SHA1PasswordHasher",
    "django.contrib.auth.hashers.ScryptPasswordHasher",
]
# How long an emailed password-reset link works, in seconds (a day by default).
PASSWORD_RESET_TIMEOUT = env_int("PASSWORD_RESET_TIMEOUT", 24 * 60 * 60)
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
    {"NAME": "commerce.customers.password_rules.GuessablePasswordValidator"},
]

# How long a customer's sign-in token lasts; the storefront's token cookie lasts as long.
CUSTOMER_TOKEN_DAYS = env_int("CUSTOMER_TOKEN_DAYS", 5)

# Proxies whose X-Forwarded-For is believed when finding the shopper's address for rate limits:
# the storefront's server calls from here. Addresses or CIDR ranges (e.g. a container network).
TRUSTED_PROXY_IPS = env_list("TRUSTED_PROXY_IPS", "127.0.0.1,::1")
RATELIMIT_IP_META_KEY = "commerce.customers.throttling.client_ip"

# Per address, generous enough for a household or an office behind one address; per email,
# tight enough to stop guessing one account's password.
RATE_LIMITS = {
    # Sign-in: one address may try one account 10 times in 15 minutes, so a stranger guessing
    # a password is stopped without keeping its owner (on their own address) out. Per email,
    # 100 an hour bounds guessing spread over many addresses; should strangers use that up, the
    # owner's emailed password reset lifts it (customers.passwords.reset).
    "login": rate_limits("login", per_email="100/h", per_ip="50/15m", per_email_ip="10/15m"),
    "create_account": rate_limits("create_account", per_email="5/h", per_ip="30/h"),
    "password_reset": rate_limits("password_reset", per_email="5/h", per_ip="30/h"),
    # Setting a new password with an emailed token (resetPassword).
    "new_password": rate_limits("new_password", per_email="10/h", per_ip="30/h"),
    "newsletter": rate_limits("newsletter", per_email="5/h", per_ip="30/h"),
}

# reCAPTCHA v3: on only when both keys are set.
RECAPTCHA_V3_PUBLIC_KEY = os.environ.get("RECAPTCHA_V3_PUBLIC_KEY", "")
RECAPTCHA_V3_PRIVATE_KEY = os.environ.get("RECAPTCHA_V3_PRIVATE_KEY", "")
RECAPTCHA_V3_MUTATIONS = env_list(
    "RECAPTCHA_V3_MUTATIONS",
    "createCustomer,generateCustomerToken,requestPasswordResetEmail,resetPassword,"
    "subscribeForNewsletters",
)
RECAPTCHA_V3_MIN_SCORE = env_float("RECAPTCHA_V3_MIN_SCORE", 0.5)
RECAPTCHA_V3_TIMEOUT_SECONDS = env_float("RECAPTCHA_V3_TIMEOUT_SECONDS", 5)
