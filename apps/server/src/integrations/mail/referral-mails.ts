import { composeMail } from "./mail-layout.ts";

/** AddReferral: an investor invites a friend; the link carries the encrypted address (the sign-up `rid`). */
export function referralInviteMail(to: string, referrerName: string, signUpLink: string) {
  const referrer = referrerName.trim() || "A friend";
  return composeMail({
    to,
    subject: `${referrer} invited you to try Investar`,
    greeting: "Hello,",
    paragraphs: [
      `${referrer} uses Investar, the charting and technical analysis software for Indian markets, and thought you would like it too.`,
      "Sign up for a 7-day free trial: automatic support and resistance, trendlines, buy/sell signals and 190+ scans for NSE, BSE, MCX and NCDEX. No card is needed.",
    ],
    action: { label: "Start my free trial", url: signUpLink },
    footnote: `You received this mail because ${referrer} entered your address on Investar. We will not write to you again unless you sign up.`,
  });
}
