/** Enough of an address to recognise it, not enough to learn it from a shared screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "*".repeat(email.length);
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, shown)}${"*".repeat(Math.max(3, local.length - shown))}${email.slice(at)}`;
}

export function maskMobile(mobile: string): string {
  const digits = mobile.trim();
  if (digits.length <= 4) return "*".repeat(digits.length);
  return `${"*".repeat(digits.length - 4)}${digits.slice(-4)}`;
}
