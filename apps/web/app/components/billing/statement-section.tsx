import { financialYearBounds, formatDay } from "@investar/core";

/** "Apr 2026 to Mar 2027": what a financial year covers, for the chooser. */
function yearWords(financialYear: string): string {
  const { first, last } = financialYearBounds(financialYear);
  const monthYear = (day: string) => formatDay(day).split(" ").slice(1).join(" ");
  return `${financialYear} (${monthYear(first)} to ${monthYear(last)})`;
}

/**
 * My Subscription's yearly statement (docs/business-rules.md#customer-statement, ADR 0039): a financial year and
 * two downloads. A plain GET form to the API: the session cookie authorises it and it works before the page
 * has hydrated; the answer is an attachment, so the browser saves it and stays on the page.
 */
export function StatementSection({ userId, years }: { userId: number; years: string[] }) {
  return (
    <section aria-labelledby="statement-heading">
      <h2 id="statement-heading">Statement</h2>
      <p>
        Every tax invoice, credit note, refund and wallet movement of a financial year (April to March), with totals and GST per rate: for
        your own accounts or your employer.
      </p>
      <form method="get" action="/api/payment/Statement">
        <input type="hidden" name="userId" value={userId} />
        <div className="field">
          <label htmlFor="statement-year">Financial year</label>
          <select id="statement-year" name="financialYear" defaultValue={years[0]}>
            {years.map((year) => (
              <option key={year} value={year}>
                {yearWords(year)}
              </option>
            ))}
          </select>
        </div>
        <div className="button-row">
          <button type="submit" name="format" value="pdf" className="button button--primary">
            Download PDF
          </button>
          <button type="submit" name="format" value="csv" className="button button--ghost">
            Download CSV
          </button>
        </div>
      </form>
    </section>
  );
}
