import { formatDate } from "@/lib/account/dates";
import type { PhotoStage } from "@/lib/consultations/upload";

import styles from "./consultations.module.css";
import { PhotoUploadButton } from "./PhotoUploadButton";

export type PhotoStageView = {
  stage: string;
  label: string;
  due_on?: string | null;
  is_due: boolean;
  can_upload: boolean;
  opens_on?: string | null;
  uploaded_at?: string | null;
  photo_url?: string | null;
};

const PHOTO_NAMES: Record<string, string> = {
  start: "Start photo",
  three_months: "3-month photo",
  six_months: "6-month photo",
};

function status(stage: PhotoStageView): { text: string; className?: string } {
  if (stage.uploaded_at) return { text: `Uploaded ${formatDate(stage.uploaded_at)}`, className: styles.done };
  // Due and no longer open: its window closed without it, so it is missed, not due.
  if (stage.is_due) return { text: stage.can_upload ? "Due now" : "Missed", className: styles.due };
  if (stage.due_on) return { text: `Due ${formatDate(stage.due_on)}` };
  return { text: "Due when your journey starts" };
}

/** When a photo cannot be added today: from when it can (the server's rule, read as opens_on). */
function notYet(stage: PhotoStageView): string {
  if (stage.opens_on) return `You can add it from ${formatDate(stage.opens_on)}`;
  if (!stage.due_on) return "You can add it once your journey starts";
  return "No longer open for upload";
}

/** The guarantee's three photos: uploaded, due now or due later, each with an upload button
 * while it can be added (from 14 days before it is due), or from when it can. */
export function PhotoStages({ photos }: { photos: PhotoStageView[] }) {
  return (
    <ul className={styles.photos}>
      {photos.map((stage) => {
        const { text, className } = status(stage);
        return (
          <li key={stage.stage} className={styles.photo} data-stage={stage.stage}>
            <div>
              <p>
                <strong>{PHOTO_NAMES[stage.stage] ?? `${stage.label} photo`}</strong>
              </p>
              <p className={className}>{text}</p>
              {stage.photo_url && (
                <a href={stage.photo_url} target="_blank" rel="noopener">
                  View photo
                </a>
              )}
            </div>
            {stage.can_upload ? (
              <PhotoUploadButton stage={stage.stage as PhotoStage} label={stage.uploaded_at ? "Replace" : "Upload"} />
            ) : (
              <p className={styles.opensOn}>{notYet(stage)}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
