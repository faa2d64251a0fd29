/**
 * What a customer reads when a mailed or texted code is refused (docs/business-rules.md#dead-end-links): a wrong code says
 * how many tries it has left. Kept in core with a key each (validation-keys.ts), so a Hindi page says them in Hindi
 * whichever form asked for the code (close account, change mobile, mobile trial, intraday activation).
 */
export const codeRefusalMessages = {
  codeExpired: "This code has expired or was already used. Ask for a new code.",
  codeTooManyAttempts: "Too many wrong codes. Ask for a new code.",
  codeWrongLastTry: "That code is incorrect, and it was the last try. Ask for a new code.",
  codeWrongOneTryLeft: "That code is incorrect. 1 try left.",
  codeWrong: (tries: string) => `That code is incorrect. ${tries} tries left.`,
} as const;

export type CodeRefusalReason = { reason: "wrong"; triesLeft: number } | { reason: "expired" } | { reason: "too-many-attempts" };

export function codeRefusalText(refusal: CodeRefusalReason): string {
  if (refusal.reason === "expired") return codeRefusalMessages.codeExpired;
  if (refusal.reason === "too-many-attempts") return codeRefusalMessages.codeTooManyAttempts;
  if (refusal.triesLeft === 0) return codeRefusalMessages.codeWrongLastTry;
  return refusal.triesLeft === 1 ? codeRefusalMessages.codeWrongOneTryLeft : codeRefusalMessages.codeWrong(String(refusal.triesLeft));
}
