import { createElement } from "react";
import { renderInAccountPage } from "./support/account-page.ts";
import { describe, expect, it } from "vitest";
import { StatementSection } from "../app/components/billing/statement-section.tsx";

describe("StatementSection", () => {
  const html = renderInAccountPage(createElement(StatementSection, { userId: 42, years: ["2026-27", "2025-26"] }));

  it("offers each financial year with the months it covers, the newest chosen", () => {
    expect(html).toContain('<label for="statement-year">Financial year</label>');
    expect(html).toContain('<option value="2026-27" selected="">2026-27 (Apr 2026 to Mar 2027)</option>');
    expect(html).toContain('<option value="2025-26">2025-26 (Apr 2025 to Mar 2026)</option>');
  });

  it("downloads the chosen year from the API as PDF or CSV with a plain form, before any script runs", () => {
    expect(html).toMatch(/<form action="\/api\/payment\/Statement" method="get">/);
    expect(html).toContain('<input type="hidden" name="userId" value="42"/>');
    expect(html).toContain('<button type="submit" value="pdf" class="button button--primary" name="format">Download PDF</button>');
    expect(html).toContain('<button type="submit" value="csv" class="button button--ghost" name="format">Download CSV</button>');
  });
});
