import graphene

from ..core.fields import local_time


class DoctorDetails(graphene.ObjectType):
    """The doctor holding an appointment."""

    name = graphene.String(required=True, description="The doctor's name.")
    image = graphene.String(
        required=True, description='A photo: a web address or a path on the shop; "" when none.'
    )
    acuity_id = graphene.String(
        required=True, description='The doctor\'s Acuity Scheduling calendar id; "" when none.'
    )


class Appointment(graphene.ObjectType):
    """A consultation booked for the customer."""

    id = graphene.Int(required=True, description="The appointment's id.")
    datetime = graphene.String(
        required=True,
        description="When it starts, ISO 8601 with the offset.",
        resolver=local_time("datetime"),
    )
    type = graphene.String(
        required=True,
        description='What it is: "Initial consultation", "3-month check-in" or "6-month check-in".',
    )
    confirmation_page = graphene.String(
        name="confirmationPage",
        required=True,
        description='The booking\'s confirmation page (to reschedule); "" when none.',
    )
    doctor_details = graphene.Field(
        DoctorDetails, description="The doctor; null until one is assigned.", source="doctor"
    )

    @staticmethod
    def resolve_type(appointment, info):
        return appointment.get_type_display()
