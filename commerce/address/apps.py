from oscar.apps.address import apps


class AddressConfig(apps.AddressConfig):
    name = "commerce.address"
