/**
 * GSTR-1's tables as CSV files with the columns of the GST offline tool's own CSV templates, so they
 * can be checked in a spreadsheet or imported into the tool table by table (ADR 0037). Made from the
 * JSON return itself, so the two can never disagree.
 */
import { stateNameOfCode } from "../invoices/gst-states.ts";
import type { Gstr1Return, HsnRow } from "./gstr1-format.ts";

export const GSTR1_CSV_TABLES = ["b2b", "b2cl", "b2cs", "exp", "cdnr", "cdnur", "hsn_b2b", "hsn_b2c", "docs"] as const;
export type Gstr1CsvTable = (typeof GSTR1_CSV_TABLES)[number];

export function isGstr1CsvTable(value: string): value is Gstr1CsvTable {
  return (GSTR1_CSV_TABLES as readonly string[]).includes(value);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "15-07-2026" (the JSON's) → "15-Jul-2026" (the templates'). */
const csvDate = (portal: string) => `${portal.slice(0, 2)}-${MONTHS[Number(portal.slice(3, 5)) - 1]}-${portal.slice(6)}`;
const money = (rupees: number) => rupees.toFixed(2);
/** "29" → "29-Karnataka", as the templates name a place of supply. */
const place = (code: string | undefined) => (code ? `${code}-${stateNameOfCode(code) ?? ""}` : "");

type Table = { header: string[]; rows: string[][] };

function hsnTable(rows: HsnRow[] | undefined): Table {
  return {
    header: [
      "HSN",
      "Description",
      "UQC",
      "Total Quantity",
      "Total Value",
      "Rate",
      "Taxable Value",
      "Integrated Tax Amount",
      "Central Tax Amount",
      "State/UT Tax Amount",
      "Cess Amount",
    ],
    rows: (rows ?? []).map((r) => [
      r.hsn_sc,
      r.desc,
      r.uqc,
      String(r.qty),
      money((Math.round(r.txval * 100) + Math.round(r.iamt * 100) + Math.round(r.camt * 100) + Math.round(r.samt * 100)) / 100),
      String(r.rt),
      money(r.txval),
      money(r.iamt),
      money(r.camt),
      money(r.samt),
      money(r.csamt),
    ]),
  };
}

/** One table of the return as a header and rows of text; an empty table is its header alone. */
export function gstr1CsvTable(ret: Gstr1Return, table: Gstr1CsvTable, customerNames: Record<string, string> = {}): Table {
  switch (table) {
    case "b2b":
      return {
        header: [
          "GSTIN/UIN of Recipient",
          "Receiver Name",
          "Invoice Number",
          "Invoice date",
          "Invoice Value",
          "Place Of Supply",
          "Reverse Charge",
          "Applicable % of Tax Rate",
          "Invoice Type",
          "E-Commerce GSTIN",
          "Rate",
          "Taxable Value",
          "Cess Amount",
        ],
        rows: (ret.b2b ?? []).flatMap((party) =>
          party.inv.flatMap((inv) =>
            inv.itms.map((it) => [
              party.ctin,
              customerNames[party.ctin] ?? "",
              inv.inum,
              csvDate(inv.idt),
              money(inv.val),
              place(inv.pos),
              inv.rchrg,
              "",
              "Regular B2B",
              "",
              String(it.itm_det.rt),
              money(it.itm_det.txval),
              money(it.itm_det.csamt),
            ]),
          ),
        ),
      };
    case "b2cl":
      return {
        header: [
          "Invoice Number",
          "Invoice date",
          "Invoice Value",
          "Place Of Supply",
          "Applicable % of Tax Rate",
          "Rate",
          "Taxable Value",
          "Cess Amount",
          "E-Commerce GSTIN",
        ],
        rows: (ret.b2cl ?? []).flatMap((group) =>
          group.inv.flatMap((inv) =>
            inv.itms.map((it) => [
              inv.inum,
              csvDate(inv.idt),
              money(inv.val),
              place(group.pos),
              "",
              String(it.itm_det.rt),
              money(it.itm_det.txval),
              money(it.itm_det.csamt),
              "",
            ]),
          ),
        ),
      };
    case "b2cs":
      return {
        header: ["Type", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
        rows: (ret.b2cs ?? []).map((r) => [r.typ, place(r.pos), "", String(r.rt), money(r.txval), money(r.csamt), ""]),
      };
    case "exp":
      return {
        header: [
          "Export Type",
          "Invoice Number",
          "Invoice date",
          "Invoice Value",
          "Port Code",
          "Shipping Bill Number",
          "Shipping Bill Date",
          "Rate",
          "Taxable Value",
          "Cess Amount",
        ],
        rows: (ret.exp ?? []).flatMap((group) =>
          group.inv.flatMap((inv) =>
            inv.itms.map((it) => [
              group.exp_typ,
              inv.inum,
              csvDate(inv.idt),
              money(inv.val),
              "",
              "",
              "",
              String(it.rt),
              money(it.txval),
              money(it.csamt),
            ]),
          ),
        ),
      };
    case "cdnr":
      return {
        header: [
          "GSTIN/UIN of Recipient",
          "Receiver Name",
          "Note Number",
          "Note Date",
          "Note Type",
          "Place Of Supply",
          "Reverse Charge",
          "Note Supply Type",
          "Note Value",
          "Applicable % of Tax Rate",
          "Rate",
          "Taxable Value",
          "Cess Amount",
        ],
        rows: (ret.cdnr ?? []).flatMap((party) =>
          party.nt.flatMap((nt) =>
            nt.itms.map((it) => [
              party.ctin,
              customerNames[party.ctin] ?? "",
              nt.nt_num,
              csvDate(nt.nt_dt),
              nt.ntty,
              place(nt.pos),
              nt.rchrg,
              "Regular B2B",
              money(nt.val),
              "",
              String(it.itm_det.rt),
              money(it.itm_det.txval),
              money(it.itm_det.csamt),
            ]),
          ),
        ),
      };
    case "cdnur":
      return {
        header: [
          "UR Type",
          "Note Number",
          "Note Date",
          "Note Type",
          "Place Of Supply",
          "Note Value",
          "Applicable % of Tax Rate",
          "Rate",
          "Taxable Value",
          "Cess Amount",
        ],
        rows: (ret.cdnur ?? []).flatMap((nt) =>
          nt.itms.map((it) => [
            nt.typ,
            nt.nt_num,
            csvDate(nt.nt_dt),
            nt.ntty,
            place(nt.pos),
            money(nt.val),
            "",
            String(it.itm_det.rt),
            money(it.itm_det.txval),
            money(it.itm_det.csamt),
          ]),
        ),
      };
    case "hsn_b2b":
      return hsnTable(ret.hsn?.hsn_b2b);
    case "hsn_b2c":
      return hsnTable(ret.hsn?.hsn_b2c);
    case "docs":
      return {
        header: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
        rows: (ret.doc_issue?.doc_det ?? []).flatMap((d) =>
          d.docs.map((r) => [d.doc_typ, r.from, r.to, String(r.totnum), String(r.cancel)]),
        ),
      };
  }
}
