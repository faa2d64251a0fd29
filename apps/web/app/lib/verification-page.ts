import { localizedHref, type Language } from "@investar/core/i18n/languages";

/** The page a fresh sign-up goes to ("check your mail"), in the sign-up page's language; it keeps the returnUrl the activation link leads back to. */
export function verificationPage(
  { userId, email }: { userId: number; email: string },
  returnUrl: string | null,
  language: Language = "en",
): string {
  const query = new URLSearchParams({ id: String(userId), em: email, es: "1" });
  if (returnUrl) query.set("returnUrl", returnUrl);
  return localizedHref(`/email-verification?${query.toString()}`, language);
}
