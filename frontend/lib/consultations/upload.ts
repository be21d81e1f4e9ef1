// Browser code: uploads one scalp photo through the storefront's /api/scalp-photos/ route.

export type PhotoStage = "start" | "three_months" | "six_months";

export type UploadResult = { kind: "stored"; id: number } | { kind: "refused"; message: string };

export const UPLOAD_UNREACHABLE = "We could not upload your photo. Please try again later.";
export const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp";

/** Checks what the browser can know before sending (the server checks the content again). */
export function photoProblem(file: File | null | undefined, maxBytes: number): string | null {
  if (!file) return "Please choose a photo to upload.";
  if (file.size > maxBytes) return `Please upload a photo of at most ${Math.round(maxBytes / (1024 * 1024))} MB.`;
  return null;
}

export async function uploadPhoto(stage: PhotoStage, file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append("stage", stage);
  form.append("photo", file);
  try {
    const response = await fetch("/api/scalp-photos/", { method: "POST", body: form, credentials: "same-origin" });
    const body = (await response.json().catch(() => null)) as { id?: number; message?: string } | null;
    if (response.ok && typeof body?.id === "number") return { kind: "stored", id: body.id };
    if (typeof body?.message === "string" && response.status < 500) return { kind: "refused", message: body.message };
    return { kind: "refused", message: UPLOAD_UNREACHABLE };
  } catch {
    return { kind: "refused", message: UPLOAD_UNREACHABLE };
  }
}
