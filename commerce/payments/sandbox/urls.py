from django.urls import path

from .views import tokenize

app_name = "sandbox_gateway"
urlpatterns = [path("tokens/", tokenize, name="tokenize")]
