/** A telephone number as the storefront shows it, whichever shape the API stored it in: a
 * quote keeps "+12125550199", an address book "(212) 555-0199", a customer may type
 * "212.555.0199". North American numbers read "(212) 555-0199"; any other number is shown as
 * it was written. */
export function formatPhone(value: string | null | undefined): string {
  const written = (value ?? "").trim();
  const digits = written.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  const northAmerican = /^[2-9]\d{2}[2-9]\d{6}$/.test(national) && (!written.startsWith("+") || written.startsWith("+1"));
  if (!northAmerican || /[a-z]/i.test(written)) return written;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
