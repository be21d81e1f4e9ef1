import { NavAnchor } from "@/components/layout/navigation/NavAnchor";
import { formatDateTime } from "@/lib/account/dates";

import styles from "./home.module.css";

type Appointment = {
  id: number;
  datetime: string;
  type: string;
  confirmationPage: string;
  doctor_details?: { name: string } | null;
};

/** The customer's upcoming appointments, soonest first, or a note that there are none. */
export function Appointments({ appointments }: { appointments: Appointment[] }) {
  return (
    <section className={styles.module} aria-labelledby="appointments-heading">
      <h2 id="appointments-heading">Upcoming Appointments</h2>
      {appointments.length === 0 ? (
        <p>You have no upcoming appointments.</p>
      ) : (
        <ul className={styles.appointments}>
          {appointments.map((appointment) => (
            <li key={appointment.id}>
              <p className={styles.appointmentWhen}>
                <time dateTime={appointment.datetime}>{formatDateTime(appointment.datetime)}</time>
              </p>
              <p>{appointment.type}</p>
              <p>{appointment.doctor_details ? `With ${appointment.doctor_details.name}` : "Your doctor will be assigned soon."}</p>
              {appointment.confirmationPage && (
                <NavAnchor href={appointment.confirmationPage}>View or reschedule</NavAnchor>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
