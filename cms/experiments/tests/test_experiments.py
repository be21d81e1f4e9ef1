"""Experiments as marketers run them: the variants' rules, the status changes, what the
storefront's proxy is told, the revision variant's page, and the results read from events."""

import itertools
from datetime import timedelta
from html import unescape

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission
from django.core.exceptions import ValidationError
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from wagtail.models import GroupPagePermission

from cms.content.tests.factories import ContentPageFactory
from cms.experiments import services
from cms.experiments.models import Experiment, ExperimentVariant
from cms.experiments.results import experiment_results
from cms.experiments.validation import variant_errors
from commerce.analytics.models import Event

pytestmark = pytest.mark.django_db

RUNNING = """{ running_experiments { id name path variants { slug name weight kind path } } }"""
VARIANT_PAGE = """query($id: Int!, $variant: String!) {
  experiment_variant_page(experiment_id: $id, variant: $variant) { title url_path
    ... on ContentPage { intro } } }"""


@pytest.fixture
def pages(womens_home):
    duos = ContentPageFactory(parent=womens_home, title="Shop Duos", slug="shop-duos")
    products = ContentPageFactory(parent=womens_home, title="All products", slug="products")
    return {"home": womens_home, "duos": duos, "products": products}


def make_experiment(
    page,
    *,
    experiment_id=24,
    status="draft",
    alternative=None,
    revision=None,
    weights=(50, 50),
    goal="add_to_cart",
    **fields,
):
    experiment = Experiment.objects.create(
        experiment_id=experiment_id,
        name=f"Experiment {experiment_id}",
        page=page,
        status=status,
        goal=goal,
        **fields,
    )
    ExperimentVariant.objects.create(
        experiment=experiment, name="Control", slug="control", weight=weights[0], sort_order=0
    )
    ExperimentVariant.objects.create(
        experiment=experiment,
        name="Alternative",
        slug="alt",
        weight=weights[1],
        sort_order=1,
        alternative_page=alternative,
        revision=revision,
    )
    return experiment


def variant(name, slug, weight, **kinds):
    return ExperimentVariant(name=name, slug=slug, weight=weight, **kinds)


# The variants' rules


def test_well_formed_variants_pass(pages):
    variants = [
        variant("Control", "control", 50),
        variant("B", "b", 50, alternative_page=pages["products"]),
    ]
    assert variant_errors(pages["duos"], variants) == []


def test_weights_must_add_up_to_100(pages):
    variants = [
        variant("Control", "control", 50),
        variant("B", "b", 40, alternative_page=pages["products"]),
    ]
    assert variant_errors(pages["duos"], variants) == [
        "The variants' traffic must add up to 100%; it adds up to 90%."
    ]


def test_one_control_and_one_alternative_are_needed(pages):
    errors = variant_errors(pages["duos"], [variant("A", "a", 50), variant("B", "b", 50)])
    assert errors[0].startswith("An experiment needs exactly one control")
    assert "This one has 2." in errors[0]
    assert errors[1].startswith("Add at least one alternative")


def test_slugs_are_unique_and_alternatives_are_other_live_pages_or_own_revisions(pages):
    draft = ContentPageFactory(parent=pages["home"], title="Unpublished")
    draft.unpublish()
    other_revision = pages["products"].save_revision()
    errors = variant_errors(
        pages["duos"],
        [
            variant("Control", "same", 25),
            variant("Itself", "same", 25, alternative_page=pages["duos"]),
            variant("Draft", "draft", 25, alternative_page=draft),
            variant("Foreign", "foreign", 25, revision=other_revision),
        ],
    )
    assert errors == [
        'Two variants have the slug "same": each needs its own.',
        'Variant "Itself": the alternative page is the tested page itself; leave it empty for '
        "the control.",
        'Variant "Draft": the alternative page "Unpublished" is not published.',
        'Variant "Foreign": the revision must be one of the tested page\'s ("Shop Duos").',
    ]


def test_a_page_visit_goal_needs_another_page(pages):
    experiment = Experiment(experiment_id=5, name="Goal", page=pages["duos"], goal="page_visit")
    with pytest.raises(ValidationError, match="Choose the page a visit of which is the goal."):
        experiment.clean()
    experiment.goal_page = pages["duos"]
    with pytest.raises(ValidationError, match="another page than the tested one"):
        experiment.clean()
    experiment.goal_page = pages["products"]
    experiment.clean()


# Status changes


def test_start_pause_resume_end(pages):
    experiment = make_experiment(pages["home"], alternative=pages["products"])
    assert services.allowed_actions(experiment) == ["start"]
    started = services.transition(experiment.pk, "start")
    assert started.status == "running" and started.started_at is not None
    assert services.allowed_actions(started) == ["pause", "end"]
    assert services.transition(experiment.pk, "pause").status == "paused"
    assert services.transition(experiment.pk, "resume").status == "running"
    ended = services.transition(experiment.pk, "end")
    assert ended.status == "ended" and ended.ended_at is not None
    refusal = "The experiment is ended: it cannot be started."
    with pytest.raises(services.ExperimentRefused, match=refusal):
        services.transition(experiment.pk, "start")


def test_a_page_runs_one_experiment_at_a_time(pages):
    make_experiment(pages["home"], alternative=pages["products"], status="running")
    second = make_experiment(pages["home"], experiment_id=25, alternative=pages["products"])
    with pytest.raises(services.ExperimentRefused, match="is already tested by ID 24"):
        services.transition(second.pk, "start")
    assert Experiment.objects.get(pk=second.pk).status == "draft"


def test_invalid_variants_cannot_start(pages):
    experiment = make_experiment(pages["home"], alternative=pages["products"], weights=(50, 30))
    with pytest.raises(services.ExperimentRefused, match="adds up to 80%"):
        services.transition(experiment.pk, "start")


# What the storefront is told


def test_the_proxy_config_lists_only_running_experiments(pages, graphql):
    make_experiment(pages["home"], alternative=pages["products"], status="running")
    make_experiment(pages["duos"], experiment_id=18, alternative=pages["products"], status="paused")
    make_experiment(pages["products"], experiment_id=7, alternative=pages["duos"], status="draft")
    with CaptureQueriesContext(connection) as captured:
        body = graphql(RUNNING)
    assert body["data"]["running_experiments"] == [
        {
            "id": 24,
            "name": "Experiment 24",
            "path": "/",
            "variants": [
                {
                    "slug": "control",
                    "name": "Control",
                    "weight": 50,
                    "kind": "control",
                    "path": None,
                },
                {
                    "slug": "alt",
                    "name": "Alternative",
                    "weight": 50,
                    "kind": "page",
                    "path": "/products/",
                },
            ],
        }
    ]
    assert len(captured) <= 4


def test_a_revision_variant_shows_that_revision_while_running(pages, graphql):
    duos = pages["duos"]
    draft = duos.get_latest_revision_as_object()
    draft.intro = "Start with the quiz."
    revision = draft.save_revision()
    experiment = make_experiment(duos, experiment_id=18, revision=revision, status="running")
    body = graphql(VARIANT_PAGE, {"id": 18, "variant": "alt"})
    assert body["data"]["experiment_variant_page"]["intro"] == "Start with the quiz."
    # The control, another experiment's variant, or a paused experiment show nothing.
    assert (
        graphql(VARIANT_PAGE, {"id": 18, "variant": "control"})["data"]["experiment_variant_page"]
        is None
    )
    assert (
        graphql(VARIANT_PAGE, {"id": 24, "variant": "alt"})["data"]["experiment_variant_page"]
        is None
    )
    services.transition(experiment.pk, "pause")
    assert (
        graphql(VARIANT_PAGE, {"id": 18, "variant": "alt"})["data"]["experiment_variant_page"]
        is None
    )


# Results


MESSAGE_IDS = itertools.count()
RESULTS_PAGE_QUERIES = 12  # the whole results page, however many events
EDIT_FORM_QUERIES = 21  # the whole edit form, however many revisions (none per option)


def started(experiment, at, status="running"):
    """The experiment as if started at `at` (the results count events from then on)."""
    Experiment.objects.filter(pk=experiment.pk).update(status=status, started_at=at)
    experiment.refresh_from_db()
    return experiment


def viewed(anonymous_id, experiment, variant_name, at):
    return Event(
        message_id=f"v{next(MESSAGE_IDS)}",
        name="Experiment Viewed",
        anonymous_id=anonymous_id,
        timestamp=at,
        properties={
            "experiment_id": experiment.experiment_id,
            "experiment_name": experiment.name,
            "variant_name": variant_name,
        },
    )


def goal(anonymous_id, at, name="Product Added", **fields):
    return Event(
        message_id=f"g{next(MESSAGE_IDS)}",
        name=name,
        anonymous_id=anonymous_id,
        timestamp=at,
        **fields,
    )


def test_results_count_participants_and_conversions_after_their_first_view(pages):
    experiment = make_experiment(pages["home"], alternative=pages["products"])
    now = timezone.now() - timedelta(hours=1)
    started(experiment, now - timedelta(days=2))
    later = now + timedelta(minutes=5)
    Event.objects.bulk_create(
        [
            viewed("a", experiment, "Control", now),
            viewed("a", experiment, "Control", later),  # one participant however often they view
            goal("a", later),
            viewed("b", experiment, "control", now),  # by slug as well as by name
            goal("b", now - timedelta(days=1)),  # before the view: no conversion
            viewed("c", experiment, "Alternative", now),
            goal("c", later),
            goal("c", later, name="Order Completed"),
            viewed("d", experiment, "Alternative", now),
            goal("d", later, name="Order Completed"),  # another goal's event
            viewed("e", experiment, "Alternative", now),
            viewed("e", experiment, "Control", later),  # counted for the first variant seen
            viewed("f", experiment, "Unknown variant", now),
            goal("x", later),  # not a participant
        ]
    )
    other = make_experiment(pages["duos"], experiment_id=18, alternative=pages["products"])
    Event.objects.bulk_create([viewed("g", other, "Control", now), goal("g", later)])

    control, alternative = experiment_results(experiment)
    assert (control.variant.slug, control.participants, control.conversions) == ("control", 2, 1)
    assert (alternative.participants, alternative.conversions) == (3, 1)
    assert control.rate == 0.5 and alternative.rate == pytest.approx(1 / 3)
    assert control.comparison is None
    assert not alternative.comparison.enough_data


def test_order_and_page_visit_goals(pages):
    now = timezone.now() - timedelta(hours=1)
    later = now + timedelta(minutes=1)
    orders = make_experiment(pages["home"], alternative=pages["products"], goal="order_placed")
    visits = make_experiment(
        pages["duos"],
        experiment_id=18,
        alternative=pages["products"],
        goal="page_visit",
        goal_page=pages["products"],
    )
    started(orders, now - timedelta(days=1))
    started(visits, now - timedelta(days=1))
    Event.objects.bulk_create(
        [
            viewed("a", orders, "Control", now),
            goal("a", later, name="Order Completed", source="server"),
            viewed("b", visits, "Control", now),
            goal("b", later, name="", type="page", properties={"path": "/products/"}),
            viewed("c", visits, "Alternative", now),
            goal("c", later, name="Product Viewed", context={"page": {"path": "/products/"}}),
            viewed("d", visits, "Alternative", now),
            goal("d", later, name="", type="page", properties={"path": "/shop-duos/"}),
        ]
    )
    assert [(r.participants, r.conversions) for r in experiment_results(orders)] == [(1, 1), (0, 0)]
    assert [(r.participants, r.conversions) for r in experiment_results(visits)] == [(1, 1), (2, 1)]


def test_results_cost_two_queries_however_many_events(pages):
    experiment = make_experiment(pages["home"], alternative=pages["products"])
    now = timezone.now() - timedelta(hours=1)
    started(experiment, now - timedelta(days=1))
    events = []
    for n in range(200):
        events.append(viewed(f"p{n}", experiment, "Control" if n % 2 else "Alternative", now))
        if n % 3 == 0:
            events.append(goal(f"p{n}", now + timedelta(minutes=1)))
    Event.objects.bulk_create(events)
    experiment = Experiment.objects.get(pk=experiment.pk)
    with CaptureQueriesContext(connection) as captured:
        results = experiment_results(experiment)
    assert len(captured) == 2  # the variants, the counts (the database aggregates)
    assert [r.participants for r in results] == [100, 100]
    assert sum(r.conversions for r in results) == 67
    assert all(r.comparison is None or r.comparison.enough_data for r in results)


def test_results_count_only_events_while_the_experiment_ran(pages):
    experiment = make_experiment(pages["home"], alternative=pages["products"])
    start = timezone.now() - timedelta(days=3)
    end = start + timedelta(days=1)
    Event.objects.bulk_create(
        [
            viewed("early", experiment, "Control", start - timedelta(hours=1)),
            viewed("a", experiment, "Control", start + timedelta(hours=1)),
            goal("a", start + timedelta(hours=2)),
            viewed("b", experiment, "Alternative", start + timedelta(hours=1)),
            goal("b", end + timedelta(hours=1)),  # after the end: no conversion
            viewed("late", experiment, "Alternative", end + timedelta(hours=1)),
        ]
    )
    # Never started: nothing counts.
    assert [(r.participants, r.conversions) for r in experiment_results(experiment)] == [
        (0, 0),
        (0, 0),
    ]
    started(experiment, start)
    # Still running: up to now.
    assert [(r.participants, r.conversions) for r in experiment_results(experiment)] == [
        (1, 1),
        (2, 1),
    ]
    Experiment.objects.filter(pk=experiment.pk).update(status="ended", ended_at=end)
    experiment.refresh_from_db()
    assert [(r.participants, r.conversions) for r in experiment_results(experiment)] == [
        (1, 1),
        (1, 0),
    ]


# The CMS


def superuser(email="marketer@rootwell.example"):
    return get_user_model().objects.create_superuser(email=email, password="a-long-password-1")


def editor_without_publish_rights(page):
    group = Group.objects.create(name="Experiment editors")
    group.permissions.add(
        Permission.objects.get(codename="access_admin"),
        Permission.objects.get(codename="change_experiment"),
        Permission.objects.get(codename="view_experiment"),
    )
    GroupPagePermission.objects.create(group=group, page=page, permission_type="change")
    user = get_user_model().objects.create_user(
        email="editor@rootwell.example", password="a-long-password-1"
    )
    user.groups.add(group)
    return user


def test_the_results_page_shows_each_variant_with_its_numbers_and_preview_links(pages, client):
    experiment = make_experiment(pages["home"], alternative=pages["products"])
    now = timezone.now() - timedelta(minutes=1)
    started(experiment, now - timedelta(hours=1))
    Event.objects.bulk_create([viewed("a", experiment, "Control", now), goal("a", now)])
    client.force_login(superuser())
    client.get(f"/cms/experiments/report/{experiment.pk}/")  # warms the per-process caches
    Event.objects.bulk_create(
        [viewed(f"p{n}", experiment, "Alternative", now) for n in range(50)]
        + [goal(f"p{n}", now) for n in range(50)]
    )
    with CaptureQueriesContext(connection) as captured:
        response = client.get(f"/cms/experiments/report/{experiment.pk}/")
    # However many events: the page's own queries stay few (events are counted in one).
    assert len(captured) == RESULTS_PAGE_QUERIES, [q["sql"] for q in captured]
    assert response.status_code == 200
    html = response.content.decode()
    assert "Results: ID 24: Experiment 24" in html
    assert "Not enough data yet" in html
    assert "?experiment_preview=alt" in html and "?experiment_preview=control" in html
    assert '<td data-testid="participants">1</td>' in html
    assert ">Pause</button>" in html and ">End</button>" in html


def test_the_listing_shows_each_experiment_with_its_status_and_results_link(pages, client):
    experiment = make_experiment(pages["home"], alternative=pages["products"], status="paused")
    client.force_login(superuser())
    html = client.get("/cms/experiments/").content.decode()
    assert "Experiment 24" in html and "Paused" in html
    assert f'href="/cms/experiments/report/{experiment.pk}/"' in html


def test_the_add_and_edit_forms_open(pages, client):
    experiment = make_experiment(pages["home"], alternative=pages["products"])
    client.force_login(superuser())
    assert client.get("/cms/experiments/new/").status_code == 200
    html = client.get(f"/cms/experiments/edit/{experiment.pk}/").content.decode()
    assert "Traffic %" in html and "Alternative page" in html
    assert f'href="/cms/experiments/report/{experiment.pk}/"' in html


def test_an_editor_without_publish_rights_reads_results_but_cannot_start(pages, client):
    experiment = make_experiment(pages["home"], alternative=pages["products"])
    client.force_login(editor_without_publish_rights(pages["home"]))
    response = client.get(f"/cms/experiments/report/{experiment.pk}/")
    assert response.status_code == 200
    assert ">Start</button>" not in response.content.decode()
    response = client.post(f"/cms/experiments/action/{experiment.pk}/start/")
    # The CMS answers a refused permission by sending the user to its dashboard.
    assert (response.status_code, response["Location"]) == (302, "/cms/")
    assert Experiment.objects.get(pk=experiment.pk).status == "draft"


def test_a_marketer_starts_an_experiment_from_the_cms_and_sees_refusals(pages, client):
    experiment = make_experiment(pages["home"], alternative=pages["products"])
    client.force_login(superuser())
    response = client.post(f"/cms/experiments/action/{experiment.pk}/start/", follow=True)
    assert "ID 24: Experiment 24 is running." in response.content.decode()
    response = client.post(f"/cms/experiments/action/{experiment.pk}/start/", follow=True)
    assert "The experiment is running: it cannot be started." in response.content.decode()


def test_the_form_refuses_variants_that_do_not_add_up(pages, client):
    client.force_login(superuser())
    data = {
        "experiment_id": "31",
        "name": "Hero copy",
        "hypothesis": "",
        "page": pages["duos"].pk,
        "goal": "add_to_cart",
        "goal_page": "",
        "sample_size": "1000",
        "winner": "",
        "variants-TOTAL_FORMS": "2",
        "variants-INITIAL_FORMS": "0",
        "variants-MIN_NUM_FORMS": "2",
        "variants-MAX_NUM_FORMS": "1000",
    }
    for i, (name, slug, weight, alt) in enumerate(
        [("Control", "control", "60", ""), ("Products", "products", "60", pages["products"].pk)]
    ):
        data |= {
            f"variants-{i}-name": name,
            f"variants-{i}-slug": slug,
            f"variants-{i}-weight": weight,
            f"variants-{i}-revision": "",
            f"variants-{i}-alternative_page": alt,
            f"variants-{i}-ORDER": str(i),
            f"variants-{i}-DELETE": "",
            f"variants-{i}-id": "",
        }
    response = client.post("/cms/experiments/new/", data)
    assert response.status_code == 200
    assert "it adds up to 120%" in response.content.decode()
    data["variants-1-weight"] = "40"
    response = client.post("/cms/experiments/new/", data)
    assert response.status_code == 302, response.content.decode()[:3000]
    experiment = Experiment.objects.get(experiment_id=31)
    assert [(v.slug, v.weight, v.kind) for v in experiment.variants.all()] == [
        ("control", 60, "control"),
        ("products", 40, "page"),
    ]


def form_data(experiment, **changes):
    """The edit form's data as the CMS would post it for `experiment`, with `changes`."""
    data = {
        "experiment_id": str(experiment.experiment_id),
        "name": experiment.name,
        "hypothesis": experiment.hypothesis,
        "page": experiment.page_id,
        "goal": experiment.goal,
        "goal_page": experiment.goal_page_id or "",
        "sample_size": str(experiment.sample_size),
        "winner": "",
        "variants-MIN_NUM_FORMS": "2",
        "variants-MAX_NUM_FORMS": "1000",
    }
    variants = list(experiment.variants.all())
    data["variants-TOTAL_FORMS"] = str(len(variants))
    data["variants-INITIAL_FORMS"] = str(len(variants))
    for i, v in enumerate(variants):
        data |= {
            f"variants-{i}-name": v.name,
            f"variants-{i}-slug": v.slug,
            f"variants-{i}-weight": str(v.weight),
            f"variants-{i}-revision": v.revision_id or "",
            f"variants-{i}-alternative_page": v.alternative_page_id or "",
            f"variants-{i}-ORDER": str(i),
            f"variants-{i}-DELETE": "",
            f"variants-{i}-id": str(v.pk),
        }
    return data | changes


def test_the_edit_form_offers_the_tested_pages_latest_revisions_in_few_queries(pages, client):
    duos = pages["duos"]

    def revise(n):
        created = []
        for i in range(n):
            draft = duos.get_latest_revision_as_object()
            draft.intro = f"Draft {i}"
            created.append(draft.save_revision())
        return created

    oldest, older, *_ = revise(55)
    other = pages["products"].save_revision()
    experiment = make_experiment(duos, experiment_id=18, revision=oldest)
    client.force_login(superuser())
    url = f"/cms/experiments/edit/{experiment.pk}/"
    client.get(url)  # warms the per-process caches
    with CaptureQueriesContext(connection) as captured:
        html = client.get(url).content.decode()
    assert len(captured) == EDIT_FORM_QUERIES, [q["sql"] for q in captured]
    latest = revise(10)[-1]
    with CaptureQueriesContext(connection) as captured:
        html = client.get(url).content.decode()
    assert len(captured) == EDIT_FORM_QUERIES  # however many revisions the site has
    assert f">Revision {latest.pk}, " in html  # the latest, labelled without loading the page
    assert f">Revision {oldest.pk}, " in html  # the one a variant shows, however old
    assert f">Revision {older.pk}, " not in html  # beyond the latest 50
    assert f">Revision {other.pk}, " not in html  # another page's
    # A revision of another page is refused (it is not among the choices).
    data = form_data(experiment, **{"variants-1-revision": other.pk})
    response = client.post(url, data)
    assert response.status_code == 200
    assert ExperimentVariant.objects.get(experiment=experiment, slug="alt").revision == oldest


def test_a_running_experiment_keeps_its_page_and_variants(pages, client):
    experiment = make_experiment(pages["home"], alternative=pages["products"])
    started(experiment, timezone.now())
    client.force_login(superuser())
    url = f"/cms/experiments/edit/{experiment.pk}/"
    refusals = [
        ({"page": pages["duos"].pk}, "its tested page cannot change"),
        ({"variants-1-slug": "products"}, 'the slug of variant "Alternative" cannot change'),
        ({"variants-1-name": "Products"}, 'the name of variant "Alternative" cannot change'),
        (
            {"variants-1-alternative_page": pages["duos"].pk},
            'the alternative page of variant "Alternative" cannot change',
        ),
        ({"variants-1-DELETE": "on"}, 'variant "Alternative" cannot be removed'),
        (
            {
                "variants-TOTAL_FORMS": "3",
                "variants-2-name": "Third",
                "variants-2-slug": "third",
                "variants-2-weight": "10",
                "variants-2-revision": "",
                "variants-2-alternative_page": pages["duos"].pk,
                "variants-2-ORDER": "2",
                "variants-2-DELETE": "",
                "variants-2-id": "",
                "variants-1-weight": "40",
            },
            'variant "Third" cannot be added',
        ),
    ]
    for changes, message in refusals:
        response = client.post(url, form_data(experiment, **changes))
        assert response.status_code == 200, changes
        html = unescape(response.content.decode())
        assert f"The experiment is running: {message}" in html, changes
    experiment.refresh_from_db()
    assert experiment.page_id == pages["home"].pk
    assert [(v.slug, v.name) for v in experiment.variants.all()] == [
        ("control", "Control"),
        ("alt", "Alternative"),
    ]
    # Its name, hypothesis, sample size and traffic shares may change.
    changes = {
        "name": "Home: products first",
        "hypothesis": "Shoppers want products.",
        "sample_size": "2000",
        "variants-0-weight": "60",
        "variants-1-weight": "40",
    }
    response = client.post(url, form_data(experiment, **changes))
    assert response.status_code == 302, response.content.decode()[:3000]
    experiment.refresh_from_db()
    assert (experiment.name, experiment.sample_size) == ("Home: products first", 2000)
    assert [v.weight for v in experiment.variants.all()] == [60, 40]


def test_saving_a_running_experiment_keeps_one_per_page(pages, client):
    first = make_experiment(pages["home"], alternative=pages["products"], experiment_id=1)
    second = make_experiment(pages["home"], alternative=pages["products"], experiment_id=2)
    started(first, timezone.now())
    started(second, timezone.now())  # as if two had been started together
    client.force_login(superuser())
    response = client.post(f"/cms/experiments/edit/{second.pk}/", form_data(second))
    assert response.status_code == 200
    assert "already tested by ID 1: Experiment 1" in response.content.decode()
