/** What My Subscription reads from the statements feature. */

export interface StatementsPageServices {
  /** The financial years ("2026-27") a statement can be asked for, newest first: from the account's opening to now. */
  listStatementYears(userId: number): Promise<string[]>;
}
