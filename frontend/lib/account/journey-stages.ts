/** What to expect on the hair journey, stage by stage (the tabs of the hair journey module). The
 * claims are the shop's own, as its results and clinical pages state them. */
export type JourneyStage = { label: string; firstMonth: number; heading: string; text: string };

export const JOURNEY_STAGES: JourneyStage[] = [
  {
    label: "Months 1–2",
    firstMonth: 1,
    heading: "Building the foundation",
    text: "Take your daily dose with a meal and take a photo of your hair today. Hair grows slowly, so these first weeks are about consistency.",
  },
  {
    label: "Months 3–4",
    firstMonth: 3,
    heading: "Less shedding",
    text: "Most women notice less shedding within 3 months. Take your 3-month photo and compare it with the first one.",
  },
  {
    label: "Months 5–6",
    firstMonth: 5,
    heading: "Fuller hair",
    text: "Most women notice fuller hair within 6 months of daily use. Take your 6-month photo to see how far you have come.",
  },
  {
    label: "Month 7 and on",
    firstMonth: 7,
    heading: "Keep it going",
    text: "Results build with consistency. Keep your daily routine to keep the growth you have gained.",
  },
];

/** The stage a journey month falls in (month 1 when unknown). */
export function stageIndexForMonth(month: number | null): number {
  const current = month ?? 1;
  let index = 0;
  JOURNEY_STAGES.forEach((stage, position) => {
    if (current >= stage.firstMonth) index = position;
  });
  return index;
}
