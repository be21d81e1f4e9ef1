"""The statistics on constructed counts, checked against values computed by hand (and by
scipy's chi2_contingency without correction, which gives the same p-value)."""

import math

import pytest

from cms.experiments import stats


def test_a_clear_difference_is_significant():
    # 100/1000 against 150/1000: pooled 0.125, se 0.014790, z 3.3806, p 0.000723.
    result = stats.compare(100, 1000, 150, 1000)
    assert result.enough_data
    assert result.z == pytest.approx(3.3806, abs=1e-4)
    assert result.p_value == pytest.approx(0.000723, abs=1e-6)
    assert result.confidence == pytest.approx(99.93, abs=0.01)
    assert result.uplift == pytest.approx(0.5)


def test_equal_rates_give_no_confidence():
    result = stats.compare(50, 500, 50, 500)
    assert result.z == 0
    assert result.p_value == pytest.approx(1.0)
    assert result.confidence == pytest.approx(0.0)
    assert result.uplift == 0


def test_a_worse_alternative_is_as_significant_as_a_better_one_two_sided():
    better = stats.compare(100, 1000, 150, 1000)
    worse = stats.compare(150, 1000, 100, 1000)
    assert worse.z == pytest.approx(-better.z)
    assert worse.p_value == pytest.approx(better.p_value)
    assert worse.uplift == pytest.approx(-1 / 3)


def test_the_z_test_matches_chi_squared_with_one_degree_of_freedom():
    # Chi-squared of the 2x2 table computed by hand equals z squared.
    a, n1, b, n2 = 30, 200, 45, 210
    table = [[a, n1 - a], [b, n2 - b]]
    total = n1 + n2
    cols = [a + b, total - a - b]
    chi2 = sum(
        (table[i][j] - [n1, n2][i] * cols[j] / total) ** 2 / ([n1, n2][i] * cols[j] / total)
        for i in range(2)
        for j in range(2)
    )
    result = stats.compare(a, n1, b, n2)
    assert result.z**2 == pytest.approx(chi2)
    # The chi-squared (1 df) survival function is erfc(sqrt(chi2 / 2)).
    assert result.p_value == pytest.approx(math.erfc(math.sqrt(chi2 / 2)))


@pytest.mark.parametrize(
    "counts",
    [
        (0, 0, 0, 0),  # nobody yet
        (3, 29, 10, 29),  # too few participants
        (4, 100, 20, 100),  # too few conversions in the control
        (20, 100, 97, 100),  # too few non-conversions in the alternative
    ],
)
def test_too_little_data_says_so_instead_of_a_figure(counts):
    result = stats.compare(*counts)
    assert not result.enough_data
    assert result.confidence is None and result.p_value is None


def test_the_rate_of_nobody_is_none():
    assert stats.rate(0, 0) is None
    assert stats.rate(1, 4) == 0.25


def test_impossible_counts_are_refused():
    with pytest.raises(ValueError):
        stats.compare(11, 10, 1, 10)
