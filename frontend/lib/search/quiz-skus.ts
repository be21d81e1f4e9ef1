import { QUIZ_RESULTS_INFO_KEY } from "@/lib/quiz/results-storage";

/**
 * The skus of the quiz result this browser keeps (quizResultsInfo), for recommended-for-you;
 * undefined when there is none or it cannot be read. Stored as a JSON list of skus, or an object
 * with a `skus` list.
 */
export function storedQuizSkus(storage: Pick<Storage, "getItem"> | null | undefined): string[] | undefined {
  let value: unknown;
  try {
    const raw = storage?.getItem(QUIZ_RESULTS_INFO_KEY);
    if (!raw) return undefined;
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const list = Array.isArray(value)
    ? value
    : value && typeof value === "object" && Array.isArray((value as { skus?: unknown }).skus)
      ? (value as { skus: unknown[] }).skus
      : [];
  const skus = list.filter((sku): sku is string => typeof sku === "string" && sku.trim() !== "").map((sku) => sku.trim());
  return skus.length ? skus : undefined;
}
