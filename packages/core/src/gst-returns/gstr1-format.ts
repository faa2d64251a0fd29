/**
 * GSTR-1 as the GST portal's offline tool imports it (ADR 0037): keys and shapes of its published JSON.
 * Amounts are rupees with at most two decimals; dates DD-MM-YYYY; states by their two-digit code.
 */
export interface ItemDetail {
  rt: number;
  txval: number;
  iamt: number;
  camt?: number;
  samt?: number;
  csamt: number;
}

export interface NumberedItem {
  num: number;
  itm_det: ItemDetail;
}

export interface B2bInvoice {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: "N";
  inv_typ: "R";
  itms: NumberedItem[];
}

export interface B2clInvoice {
  inum: string;
  idt: string;
  val: number;
  itms: NumberedItem[];
}

/** The rate and the tax columns of a summed row (B2C small, HSN/SAC summary): both splits, since a row may hold either. */
export interface SummedTaxColumns {
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export interface B2csRow extends SummedTaxColumns {
  sply_ty: "INTRA" | "INTER";
  pos: string;
  typ: "OE";
}

export interface ExportInvoice {
  inum: string;
  idt: string;
  val: number;
  itms: { txval: number; rt: number; iamt: number; csamt: number }[];
}

export interface RegisteredNote {
  ntty: "C";
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  rchrg: "N";
  inv_typ: "R";
  itms: NumberedItem[];
}

export interface UnregisteredNote {
  typ: "B2CL" | "EXPWOP";
  ntty: "C";
  nt_num: string;
  nt_dt: string;
  val: number;
  pos?: string;
  itms: NumberedItem[];
}

export interface HsnRow extends SummedTaxColumns {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: "NA";
  qty: number;
}

export interface DocumentRange {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
}

/** A type, not an interface, so it is a plain JSON record where one is asked for. */
export type Gstr1Return = {
  gstin: string;
  fp: string;
  version: string;
  hash: "hash";
  b2b?: { ctin: string; inv: B2bInvoice[] }[];
  b2cl?: { pos: string; inv: B2clInvoice[] }[];
  b2cs?: B2csRow[];
  exp?: { exp_typ: "WOPAY"; inv: ExportInvoice[] }[];
  cdnr?: { ctin: string; nt: RegisteredNote[] }[];
  cdnur?: UnregisteredNote[];
  hsn?: { hsn_b2b?: HsnRow[]; hsn_b2c?: HsnRow[] };
  doc_issue?: { doc_det: { doc_num: 1 | 5; doc_typ: string; docs: DocumentRange[] }[] };
};

/** The offline tool's version this export follows (it writes it into every file it makes). */
export const GSTR1_FORMAT_VERSION = "GST3.2.2";
