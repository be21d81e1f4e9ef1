"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type ChangeEvent } from "react";

import { ACCEPTED_TYPES, photoProblem, uploadPhoto, type PhotoStage } from "@/lib/consultations/upload";

import styles from "./consultations.module.css";

const MAX_BYTES = 10 * 1024 * 1024;

/** A file picker styled as a button: choosing a photo uploads it for the stage, then the page
 * reads the photos again. A refusal (type, size) is announced beside it. */
export function PhotoUploadButton({ stage, label }: { stage: PhotoStage; label: string }) {
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    const problem = photoProblem(file, MAX_BYTES);
    if (problem || !file) return setMessage({ error: true, text: problem ?? "" });
    setBusy(true);
    setMessage(null);
    const result = await uploadPhoto(stage, file);
    setBusy(false);
    if (result.kind === "refused") return setMessage({ error: true, text: result.message });
    setMessage({ error: false, text: "Photo uploaded." });
    router.refresh();
  }

  return (
    <div className={styles.upload}>
      <label className={styles.uploadLabel} htmlFor={id} aria-busy={busy || undefined}>
        {busy ? "Uploading…" : label}
        <input id={id} type="file" accept={ACCEPTED_TYPES} onChange={onChange} disabled={busy} data-stage={stage} />
      </label>
      <p role="status" className={`${styles.uploadMessage} ${message?.error ? styles.error : styles.success}`}>
        {message?.text}
      </p>
    </div>
  );
}
