from django.apps import AppConfig


class ConsultationsConfig(AppConfig):
    """The consultation intake, private scalp photos, bookable consultation slots and the
    money-back guarantee that rests on them."""

    name = "commerce.consultations"
    label = "consultations"
    verbose_name = "Consultations"
