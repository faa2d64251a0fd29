/** What /admin/two-factor reads from the two-factor feature. */

export interface TwoFactorStatus {
  enrolled: boolean;
  enrolledAt: string | null;
  recoveryCodesLeft: number;
  /** ADMIN_2FA=required on this site. */
  required: boolean;
}

export interface TwoFactorPageServices {
  /** /admin/two-factor: whether this staff account signs in with an authenticator. */
  getTwoFactorStatus(userId: number): Promise<TwoFactorStatus>;
}
