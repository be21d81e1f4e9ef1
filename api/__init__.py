"""The shop's API: one GraphQL schema with the CMS's (grapple), one package per domain.

The naming rule, once: the API speaks the storefront contract's language, which is Magento's.
Fields and arguments are snake_case as Magento names them (grapple's AUTO_CAMELCASE is off);
root operations keep Magento's camelCase names, given with `name=` ("generateCustomerToken").
Those names live here only: services and stored models use the shop's own words, and a field
whose Magento name differs reads the model's through `source=` (`increment_id` from `number`).
tests/test_naming.py holds every root operation and its arguments to this rule (a `name=` is its
attribute in camelCase; a mutation always has one), reading the live schema.
"""
