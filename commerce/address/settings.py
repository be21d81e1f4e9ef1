"""Addresses (commerce.address)."""

# A telephone typed without a +country code is read as a number of the address's country; where
# Oscar itself parses one (its forms, the dashboard), as a US number.
PHONENUMBER_DEFAULT_REGION = "US"
