import { describe, expect, it } from "vitest";

import { slotsByDay, slotTime } from "./slots";

const doctor = { name: "Dr. Maya Lee" };

describe("slotsByDay", () => {
  it("groups slots by their day in the shop's time zone, in order", () => {
    const days = slotsByDay([
      { id: 3, starts_at: "2026-12-02T14:00:00-05:00", doctor_details: doctor },
      { id: 1, starts_at: "2026-12-01T10:00:00-05:00", doctor_details: doctor },
      // 23:30 in New York is the next day in UTC: it stays on December 1.
      { id: 2, starts_at: "2026-12-01T23:30:00-05:00", doctor_details: doctor },
    ]);

    expect(days.map((day) => [day.label, day.slots.map((slot) => slot.id)])).toEqual([
      ["Tuesday, December 1", [1, 2]],
      ["Wednesday, December 2", [3]],
    ]);
  });

  it("says the time with the shop's zone", () => {
    expect(slotTime({ id: 1, starts_at: "2026-12-01T10:00:00-05:00", doctor_details: doctor })).toBe("10:00 AM EST");
  });
});
