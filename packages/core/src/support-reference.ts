/** The reference number a support message is known by in mails and replies: "SR-000042". */
export const supportReference = (id: number): string => `SR-${String(id).padStart(6, "0")}`;
