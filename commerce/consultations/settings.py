"""Consultations: the intake, private scalp photos and the money-back guarantee."""

import os
from pathlib import Path

from config.settings.env import BASE_DIR, env_int, rate_limits

# Scalp photos are stored here, never under MEDIA_ROOT: only the access-checked view reads them
# (owner or staff).
PRIVATE_MEDIA_ROOT = Path(os.environ.get("PRIVATE_MEDIA_ROOT", BASE_DIR / "private-media"))
SCALP_PHOTO_MAX_BYTES = env_int("SCALP_PHOTO_MAX_BYTES", 10 * 1024 * 1024)
# How far ahead customers see free consultation slots.
CONSULTATION_SLOTS_DAYS_AHEAD = env_int("CONSULTATION_SLOTS_DAYS_AHEAD", 30)

RATE_LIMITS = {
    # Each intake attempt books a doctor's slot, so one customer or address may try a few times
    # (a slot just taken, a typo) but cannot sweep the calendar.
    "consultation_intake": rate_limits("consultation_intake", per_email="10/h", per_ip="30/h"),
}

DASHBOARD_MENU = {
    "dashboard:users-index": [
        {"label": "Consultation slots", "url_name": "consultations-dashboard:slot-list"},
        {"label": "Intakes and photos", "url_name": "consultations-dashboard:intake-list"},
        {"label": "Guarantee claims", "url_name": "consultations-dashboard:claim-list"},
    ],
}
