from django.urls import path

from . import views

urlpatterns = [
    path("", views.upload, name="scalp-photo-upload"),
    path("<int:photo_id>/", views.photo_file, name="scalp-photo"),
]
