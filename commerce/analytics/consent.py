"""A visitor's privacy choices as analytics reads them: {"analytics": bool, "advertising": bool}.

The storefront keeps them in the `rw_consent` cookie as a URL-encoded form,
`analytics=1&advertising=0`; no cookie means no choice made yet, and then the region's policy
(`rw_consent_policy`: opt-in or opt-out) decides:
- analytics follows the policy: refused in an opt-in region, allowed otherwise (opt-out, or no
  policy cookie);
- advertising is refused unless the policy says opt-out explicitly (an unknown region is not
  presumed to allow it).
Global Privacy Control (the `Sec-GPC: 1` header) always refuses advertising, choice or not.

Server events emitted with no request at all (renewals in Celery) have no visitor to ask: they
carry no consent, and forwarding treats them as advertising refused (forwarding.py,
advertising_allowed); the same holds for events emitted while staff act in the dashboard or the
CMS, whose cookies are the staff member's and not the customer's (middleware.py).
"""

from urllib.parse import parse_qsl

CONSENT_COOKIE = "rw_consent"
POLICY_COOKIE = "rw_consent_policy"
OPT_IN = "opt-in"
OPT_OUT = "opt-out"
TRUE_VALUES = {"1", "true", "yes", "on"}
PURPOSES = ("analytics", "advertising")


def parse_consent(cookie: str | None) -> dict[str, bool] | None:
    """The choices in a `rw_consent` cookie; None when there is none (or nothing readable)."""
    if not cookie:
        return None
    values = dict(parse_qsl(cookie, keep_blank_values=True))
    if not any(purpose in values for purpose in PURPOSES):
        return None
    return {purpose: values.get(purpose, "").strip().lower() in TRUE_VALUES for purpose in PURPOSES}


def consent_of(cookies, headers) -> dict[str, bool]:
    """What the visitor allows: their choices, else their region's default (opt-in regions
    allow nothing before a choice, advertising only where the policy is opt-out), advertising
    refused under Global Privacy Control."""
    choices = parse_consent(cookies.get(CONSENT_COOKIE))
    if choices is None:
        policy = cookies.get(POLICY_COOKIE)
        choices = {"analytics": policy != OPT_IN, "advertising": policy == OPT_OUT}
    if headers.get("Sec-GPC", "").strip() == "1":
        choices["advertising"] = False
    return choices


def allows(context, purpose: str) -> bool:
    """Whether an event's context.consent allows `purpose`. An event that says nothing is allowed:
    the tracker only sends what the visitor's choices allow, and says so when it knows them; an
    explicit refusal is honoured here as well."""
    consent = context.get("consent") if isinstance(context, dict) else None
    if not isinstance(consent, dict):
        return True
    return consent.get(purpose) is not False
