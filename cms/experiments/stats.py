"""How sure we can be that an alternative converts differently from the control: a two-sided
two-proportion z-test (the same as a chi-squared test with one degree of freedom), with the
normal distribution's tail from math.erfc. No data-science dependencies."""

import math
from dataclasses import dataclass

# Below these the normal approximation is not to be trusted: each group needs this many
# participants, and this many conversions and non-conversions.
MIN_PARTICIPANTS = 30
MIN_OUTCOMES = 5


@dataclass(frozen=True)
class Comparison:
    """An alternative against the control. `enough_data` False: nothing else is meaningful."""

    enough_data: bool
    z: float | None = None
    p_value: float | None = None
    # 1 - p, as a percentage: how confident we are the rates differ.
    confidence: float | None = None
    # The alternative's rate relative to the control's (0.25 = a quarter better), or None.
    uplift: float | None = None


def rate(conversions: int, participants: int) -> float | None:
    return conversions / participants if participants else None


def enough_data(conversions: int, participants: int) -> bool:
    return (
        participants >= MIN_PARTICIPANTS
        and conversions >= MIN_OUTCOMES
        and participants - conversions >= MIN_OUTCOMES
    )


def compare(
    control_conversions: int, control_participants: int, conversions: int, participants: int
) -> Comparison:
    """The two-sided two-proportion z-test of an alternative's conversion rate against the
    control's, with the pooled standard error."""
    _check(control_conversions, control_participants)
    _check(conversions, participants)
    if not (
        enough_data(control_conversions, control_participants)
        and enough_data(conversions, participants)
    ):
        return Comparison(enough_data=False)
    p1 = control_conversions / control_participants
    p2 = conversions / participants
    pooled = (control_conversions + conversions) / (control_participants + participants)
    se = math.sqrt(pooled * (1 - pooled) * (1 / control_participants + 1 / participants))
    z = 0.0 if se == 0 else (p2 - p1) / se
    p_value = math.erfc(abs(z) / math.sqrt(2))
    uplift = (p2 - p1) / p1 if p1 else None
    return Comparison(
        enough_data=True,
        z=z,
        p_value=p_value,
        confidence=(1 - p_value) * 100,
        uplift=uplift,
    )


def _check(conversions: int, participants: int) -> None:
    if participants < 0 or conversions < 0 or conversions > participants:
        raise ValueError(f"{conversions} conversions of {participants} participants")
