import { SHOP_TIME_ZONE } from "@/lib/account/dates";

export type Slot = { id: number; starts_at: string; doctor_details: { name: string } };
export type SlotDay = { day: string; label: string; slots: Slot[] };

const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE });
const dayLabel = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: SHOP_TIME_ZONE });
const timeLabel = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: SHOP_TIME_ZONE, timeZoneName: "short" });

/** The free slots grouped by their day in the shop's time zone, days and slots in order. */
export function slotsByDay(slots: Slot[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id)) {
    const starts = new Date(slot.starts_at);
    const key = dayKey.format(starts);
    if (!days.has(key)) days.set(key, { day: key, label: dayLabel.format(starts), slots: [] });
    days.get(key)!.slots.push(slot);
  }
  return [...days.values()];
}

/** "10:00 AM EST" */
export function slotTime(slot: Slot): string {
  return timeLabel.format(new Date(slot.starts_at));
}
