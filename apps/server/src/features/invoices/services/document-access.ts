import { forbidden } from "../../../errors.ts";

/** Who asks for a tax document: its customer sees their own, an admin sees any. */
export interface DocumentViewer {
  userId: number;
  isAdmin: boolean;
}

export interface TaxDocumentFile {
  number: string;
  fileName: string;
  pdf: Buffer;
}

export function assertMayView(viewer: DocumentViewer, ownerId: number): void {
  if (viewer.userId !== ownerId && !viewer.isAdmin) throw forbidden("This document belongs to another account.");
}
