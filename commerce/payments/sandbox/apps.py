from django.apps import AppConfig


class SandboxGatewayConfig(AppConfig):
    """The sandbox payment gateway's "hosted" side: what a real gateway keeps on its servers."""

    name = "commerce.payments.sandbox"
    label = "sandbox_gateway"
    verbose_name = "Sandbox payment gateway"
