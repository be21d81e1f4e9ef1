from django.urls import path

from . import views

urlpatterns = [path("events/", views.collect_events, name="analytics-events")]
