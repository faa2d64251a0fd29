import { financialYearBounds } from "@investar/core";
import { useI18n, type PageText } from "../../i18n/page-locale.ts";
import { AccountSection } from "../account/account-section.tsx";

/** "2026-27 (Apr 2026 to Mar 2027)": what a financial year covers, for the chooser, in the page's language. */
function yearWords({ t, day }: PageText, financialYear: string): string {
  const { first, last } = financialYearBounds(financialYear);
  const monthYear = (isoDate: string) => day(isoDate).split(" ").slice(1).join(" ");
  return t("account.subscription.statement.year", { year: financialYear, first: monthYear(first), last: monthYear(last) });
}

/**
 * My Subscription's yearly statement (docs/business-rules.md#customer-statement, ADR 0039): a financial year and
 * two downloads. A plain GET form to the API: the session cookie authorises it and it works before the page
 * has hydrated; the answer is an attachment, so the browser saves it and stays on the page.
 */
export function StatementSection({ userId, years }: { userId: number; years: string[] }) {
  const text = useI18n();
  const { t } = text;
  return (
    <AccountSection id="statement-heading" heading={t("account.subscription.statement.heading")}>
      <p>{t("account.subscription.statement.lead")}</p>
      <form method="get" action="/api/payment/Statement">
        <input type="hidden" name="userId" value={userId} />
        <div className="field">
          <label htmlFor="statement-year">{t("account.subscription.statement.financialYear")}</label>
          <select id="statement-year" name="financialYear" defaultValue={years[0]}>
            {years.map((year) => (
              <option key={year} value={year}>
                {yearWords(text, year)}
              </option>
            ))}
          </select>
        </div>
        <div className="button-row">
          <button type="submit" name="format" value="pdf" className="button button--primary">
            {t("account.subscription.statement.pdf")}
          </button>
          <button type="submit" name="format" value="csv" className="button button--ghost">
            {t("account.subscription.statement.csv")}
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
