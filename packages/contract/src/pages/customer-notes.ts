/** Staff notes on a customer's back-office page (docs/business-rules.md#customer-notes). */

export interface CustomerNoteView {
  id: number;
  body: string;
  /** Null once the author's account is gone. */
  author: { userId: number; name: string; email: string } | null;
  createdAt: string; // ISO timestamp
  editedAt: string | null;
  /** Until when the author may edit or delete it (ISO). */
  editableUntil: string;
  /** Whether the staff member viewing the page may edit or delete it now. */
  canChange: boolean;
}

export interface CustomerNotesPageServices {
  /** Newest first; `viewerId` decides each note's canChange. */
  listCustomerNotes(userId: number, viewerId: number): Promise<CustomerNoteView[]>;
}
