/** What the account pages (confirm-email, password-recovery, the login buttons) read from the accounts feature. */

export type EmailConfirmation =
  | { ok: true; userId: number; email: string; name: string; hasPassword: boolean; kind: "activation" | "email-change" }
  | { ok: false; message: string; code?: string };

export interface SocialLoginConfig {
  googleClientId: string | null;
  facebookAppId: string | null;
  /** PUBLIC_URL/facebookLogin: where the providers send the popup back (it must be registered with them). */
  redirectUri: string;
}

export interface AccountsPageServices {
  /** The confirm-email page: verifies the address from the activation link (docs/business-rules.md#account-activation auth/VerifyEmail). */
  confirmEmail(token: string): Promise<EmailConfirmation>;
  /** Whether a password reset link (`?id=` on password-recovery) can still be used; uses nothing up. */
  isResetLinkLive(token: string): Promise<boolean>;
  /** Public ids the social login buttons need; null where that provider is not configured. */
  getSocialLoginConfig(): SocialLoginConfig;
}
