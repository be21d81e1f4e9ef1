"""Who an event is about: as the shop knows it from the request's sign-in, never as a browser
claims it.

A browser can name anyone: a userId, an email or a telephone in an identify call's traits, in a
track call's properties, or in Segment's context.traits and context.externalIds; a destination
taking them would write them onto that customer's profile. So every claim is stripped from each
browser event, signed in or not (strip_claims), and a signed-in customer's own identity is then
attached (attach_customer):
- userId: their id (the API's entity_id, the user_id the revenue events carry);
- on identify calls, the traits the spec names: email and telephone ("phone") with their SHA-256;
- on the events the spec sends with the customer's email and user_id (CUSTOMER_EVENTS), those.
Email Opted In keeps the address typed into the newsletter form (SUBMITTED_EMAIL_EVENTS): the
event is about that address, which the form takes from anyone, not a claim of who is browsing.

At rest an email or telephone is kept only as its SHA-256 (hash_at_rest): the raw value, which the
spec's identify forwards beside its hash, waits in `raw_identity` while the event may still be
forwarded, and is blanked once it is or never will be (forwarding.py).
"""

import hashlib
import re

import phonenumbers
from django.conf import settings

from .catalogue import CUSTOMER_EVENTS, SUBMITTED_EMAIL_EVENTS
from .models import Event

# The raw values kept hashed at rest, under "<name>_sha256", each hashed in its normal form.
EMAIL = "email"
PHONE = "phone"
HASHED_SUFFIX = "_sha256"
# Segment's names for who a call is about, compared without case or separators; any key that
# mentions an email or a telephone is a claim too (email_sha256, hashed_email, phone_number).
IDENTITY_NAMES = frozenset({"id", "userid", "username", "externalid", "externalids"})
IDENTITY_WORDS = ("email", "phone")
# Where Segment's destinations look for identity in a call's context.
CONTEXT_IDENTITY = ("traits", "externalIds")
_NOT_ALNUM = re.compile(r"[^a-z0-9]")
_PHONE_SEPARATORS = re.compile(r"[\s().-]")


def normal_email(email: str) -> str:
    return email.strip().lower()


def normal_phone(phone: str) -> str:
    """E.164, a number written without a country code read as a US one (PHONENUMBER_DEFAULT_REGION)
    even when no such line exists, so one number always hashes alike; what cannot be read at all
    follows the spec's rule: separators removed, +1 prepended when it does not start so."""
    try:
        number = phonenumbers.parse(phone, settings.PHONENUMBER_DEFAULT_REGION)
    except phonenumbers.NumberParseException:
        compact = _PHONE_SEPARATORS.sub("", phone)
        return compact if compact.startswith("+1") else f"+1{compact.removeprefix('+')}"
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)


NORMAL_FORMS = {EMAIL: normal_email, PHONE: normal_phone}


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def customer_traits(user) -> dict:
    """The identify traits of a customer: email and telephone (when they gave one), each in its
    normal form, with its SHA-256."""
    traits = {}
    for name, value in ((EMAIL, user.email), (PHONE, user.telephone)):
        if value:
            normal = NORMAL_FORMS[name](value)
            traits[name] = normal
            traits[name + HASHED_SUFFIX] = sha256(normal)
    return traits


def claims_identity(key: str) -> bool:
    compact = _NOT_ALNUM.sub("", key.lower())
    return compact in IDENTITY_NAMES or any(word in compact for word in IDENTITY_WORDS)


def strip_claims(event) -> None:
    """Removes whoever a browser's event says it is about: its userId, identity traits, identity
    properties (but a submitted email's) and Segment's identity in its context."""
    event.user_id = ""
    event.traits = _without_claims(event.traits)
    kept = {EMAIL} if event.name in SUBMITTED_EMAIL_EVENTS else set()
    event.properties = _without_claims(event.properties, kept)
    if isinstance(event.context, dict):
        event.context = {
            key: value for key, value in event.context.items() if key not in CONTEXT_IDENTITY
        }


def attach_customer(event, user) -> None:
    """Names the signed-in customer on a browser event that strip_claims has cleared."""
    event.user_id = str(user.pk)
    if event.type == Event.Type.IDENTIFY:
        event.traits = {**event.traits, **customer_traits(user)}
    if event.name in CUSTOMER_EVENTS:
        event.properties = {**event.properties, EMAIL: normal_email(user.email), "user_id": user.pk}


def hash_at_rest(event, *, keep_raw: bool) -> None:
    """Replaces each email and telephone in the event's traits and properties by its SHA-256 (of
    its normal form; one that is not text is dropped); the raw values go to `raw_identity` when
    `keep_raw` (the event is still to be forwarded), else nowhere."""
    raw = {}
    for field in ("traits", "properties"):
        values = getattr(event, field)
        if not isinstance(values, dict) or not any(name in values for name in NORMAL_FORMS):
            continue
        found = {name: _text(values.get(name)) for name in NORMAL_FORMS}
        found = {name: value for name, value in found.items() if value}
        rest = {key: value for key, value in values.items() if key not in NORMAL_FORMS}
        for name, value in found.items():
            rest[name + HASHED_SUFFIX] = sha256(NORMAL_FORMS[name](value))
        setattr(event, field, rest)
        if found:
            raw[field] = found
    if raw and keep_raw:
        event.raw_identity = {**(event.raw_identity or {}), **raw}


def with_raw(event, field: str) -> dict:
    """The event's traits or properties as forwarded: with the raw values kept until then."""
    raw = (event.raw_identity or {}).get(field) or {}
    return {**getattr(event, field), **raw}


def _text(value) -> str:
    """An email or telephone as text: a number a tracker sent bare as well; nothing else is one."""
    if isinstance(value, str):
        return value
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    return ""


def _without_claims(values, kept=frozenset()) -> dict:
    if not isinstance(values, dict):
        return values
    return {key: value for key, value in values.items() if key in kept or not claims_identity(key)}
