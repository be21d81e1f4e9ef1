import { formatCmsDate } from "@/lib/cms/dates";

export function CmsDate({ value }: { value: string }) {
  return <time dateTime={value}>{formatCmsDate(value)}</time>;
}
