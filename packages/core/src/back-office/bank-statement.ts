/**
 * Matching manual payments with the bank statement (docs/business-rules.md#payment-queue): staff paste or
 * upload the statement's lines as CSV — a reference (UTR, cheque number…) and the amount credited — and the
 * payment queue ticks the payments whose reference and amount both agree. Nothing is activated here: staff
 * still press Activate.
 */
import { normaliseReference } from "../payments/manual-payment-modes.ts";
import type { Currency } from "../money.ts";

export interface BankStatementLine {
  /** 1-based line number in what was pasted. */
  line: number;
  reference: string;
  /** Minor units. */
  amount: number;
}

export interface BankStatementParse {
  lines: BankStatementLine[];
  /** Lines that could not be read, with why (a header line is skipped silently). */
  problems: { line: number; message: string }[];
}

const MAX_STATEMENT_LINES = 2000;

/** Splits one CSV line (commas, semicolons or tabs; double quotes around a field). */
function cells(text: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && (c === "," || c === ";" || c === "\t")) {
      out.push(field.trim());
      field = "";
    } else {
      field += c;
    }
  }
  out.push(field.trim());
  return out;
}

/**
 * An amount as a statement prints it ("2,941.00", "₹ 2941", "2941") in minor units; null when it is not
 * a positive amount with at most two decimals.
 */
export function parseStatementAmount(text: string): number | null {
  const plain = text.replace(/[₹$,\s]|INR|Rs\.?/giu, "");
  if (!/^\d{1,12}(\.\d{1,2})?$/u.test(plain)) return null;
  const [whole, fraction = ""] = plain.split(".");
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

/**
 * Reads statement lines: the first cell is the reference, the last one the amount credited (so "UTR,
 * amount" and "UTR, narration, date, amount" both work). A first line that has no amount is a header.
 */
export function parseBankStatement(text: string): BankStatementParse {
  const lines: BankStatementLine[] = [];
  const problems: BankStatementParse["problems"] = [];
  const rows = text.split(/\r?\n/u);
  rows.slice(0, MAX_STATEMENT_LINES).forEach((row, index) => {
    const number = index + 1;
    if (row.trim() === "") return;
    const fields = cells(row).filter((cell) => cell !== "");
    const reference = normaliseReference(fields[0] ?? "");
    const amount = fields.length >= 2 ? parseStatementAmount(fields[fields.length - 1]!) : null;
    if (amount === null) {
      if (number === 1) return;
      problems.push({ line: number, message: `Line ${number}: put the reference first and the amount credited last ("UTR,2941.00").` });
      return;
    }
    if (!/^[A-Z0-9/]{4,40}$/u.test(reference)) {
      problems.push({ line: number, message: `Line ${number}: "${fields[0] ?? ""}" is not a payment reference.` });
      return;
    }
    lines.push({ line: number, reference, amount });
  });
  if (rows.length > MAX_STATEMENT_LINES)
    problems.push({ line: MAX_STATEMENT_LINES + 1, message: `Only the first ${MAX_STATEMENT_LINES} lines were read.` });
  return { lines, problems };
}

export interface QueuedPayment {
  paymentId: number;
  reference: string | null;
  /** What the order asks for (the server's quote), minor units. */
  amount: number;
  currency: Currency;
}

export type StatementMatch =
  | { paymentId: number; outcome: "matched"; line: number }
  | { paymentId: number; outcome: "amount-differs"; line: number; statementAmount: number };

/**
 * The queue's payments the statement confirms: same reference and the same amount as the order (a
 * rupee statement confirms rupee payments only). A payment whose reference is on the statement with
 * another amount is reported, not ticked: staff look at it themselves.
 */
export function matchStatement(payments: readonly QueuedPayment[], statement: readonly BankStatementLine[]): StatementMatch[] {
  const matches: StatementMatch[] = [];
  for (const payment of payments) {
    if (payment.reference === null || payment.currency !== "INR") continue;
    const lines = statement.filter((line) => line.reference === payment.reference);
    if (lines.length === 0) continue;
    const same = lines.find((line) => line.amount === payment.amount);
    matches.push(
      same
        ? { paymentId: payment.paymentId, outcome: "matched", line: same.line }
        : { paymentId: payment.paymentId, outcome: "amount-differs", line: lines[0]!.line, statementAmount: lines[0]!.amount },
    );
  }
  return matches;
}
