from django.db import DatabaseError, connection


def database_problem() -> str | None:
    """Make one round trip to the database; return why it failed, or None when it answered."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError as error:
        connection.close()
        return str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    return None
