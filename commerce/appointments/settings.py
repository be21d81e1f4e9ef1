"""Appointments: their dashboard pages, in the Customers menu."""

DASHBOARD_MENU = {
    "dashboard:users-index": [
        {"label": "Appointments", "url_name": "appointments-dashboard:appointment-list"},
        {"label": "Doctors", "url_name": "appointments-dashboard:doctor-list"},
    ],
}
