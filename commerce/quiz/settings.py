"""Hair quiz (cms.quiz, commerce.quiz)."""

from config.settings.env import rate_limit_per_ip

RATE_LIMITS = {
    # Results are stored for visitors too, so one address may submit a quiz a few times a minute
    # (retakes, a household) but cannot fill the database.
    "submit_quiz": rate_limit_per_ip("submit_quiz", "60/15m"),
}
