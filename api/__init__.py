"""The shop's API: one GraphQL schema with the CMS's (grapple), one package per domain.

Every root, the shop's and the CMS's, lives here (roots.py lists them; wagtail_hooks.py hands
them to grapple); core/ holds what they share: errors, permissions, trusted documents, query
cost. The CMS's models keep their grapple declarations (`graphql_fields`) and name the types
of this package by path ("api.catalogue.types.Plan"): models never import the API.

The naming rule, once: the API speaks the storefront contract's language, which is Magento's.
Fields and arguments are snake_case as Magento names them (grapple's AUTO_CAMELCASE is off);
root operations keep Magento's camelCase names, given with `name=` ("generateCustomerToken").
Those names live here only: services and stored models use the shop's own words, and a field
whose Magento name differs says where it reads: `source=` (`increment_id` from `number`), or
core/fields.py's resolvers for a path, a moment or an amount, never a resolve_* that renames.
tests/test_naming.py holds every root operation and its arguments to this rule (a `name=` is its
attribute in camelCase; a mutation always has one), reading the live schema.
"""
