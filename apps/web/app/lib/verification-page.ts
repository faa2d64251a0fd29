/** The page a fresh sign-up goes to ("check your mail"); it keeps the returnUrl the activation link leads back to. */
export function verificationPage({ userId, email }: { userId: number; email: string }, returnUrl: string | null): string {
  const query = new URLSearchParams({ id: String(userId), em: email, es: "1" });
  if (returnUrl) query.set("returnUrl", returnUrl);
  return `/email-verification?${query.toString()}`;
}
