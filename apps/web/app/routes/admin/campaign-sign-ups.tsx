import type { Route } from "./+types/campaign-sign-ups";
import { describeAcquisition } from "@investar/core";
import type { RouteHandle } from "../../root.tsx";
import { Pager } from "../../components/pager.tsx";
import { DataTable, type TableColumn } from "../../components/data-table.tsx";
import type { CampaignSignUp } from "@investar/contract/pages/marketing";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/admin.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";

/** A table with page links: nothing runs in the browser (ADR 0018). */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const page = Math.max(1, Math.trunc(Number(new URL(request.url).searchParams.get("page"))) || 1);
  return { signUps: await services.listCampaignSignUps(page) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Campaign sign-ups | Investar",
    description: "Sign-ups from landing pages, the broker page and partner codes.",
    path: "/admin/campaign-sign-ups",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

const landingNames: Record<string, string> = { LPageInvestar: "Free-trial landing page", LPageMQOffer: "Market Quest offer page" };

/** Where the account came from, in words: the landing page and its campaign flags, the broker campaign, the partner. */
function sources(row: CampaignSignUp): string[] {
  const found: string[] = [];
  if (row.landingPage) found.push(`${landingNames[row.landingPage] ?? row.landingPage} (${row.landingPage})`);
  if (row.landingFlags.length > 0) found.push(`Campaign page: ${row.landingFlags.join(", ")}`);
  if (row.regSrc === "Zerodha") found.push("Broker page");
  if (row.brokerSource) found.push(`Broker campaign: ${row.brokerSource}`);
  if (row.isBrokerOpenUser) found.push("Opened a broker account");
  if (row.acquisition) found.push(`Campaign: ${describeAcquisition(row.acquisition)}`);
  else if (row.utmSource) found.push(`Campaign: ${row.utmSource}`);
  if (row.partnerCode) found.push(`Partner code: ${row.partnerCode}`);
  return found;
}

function Potentials({ answers }: { answers: Record<string, unknown> | null }) {
  if (!answers || Object.keys(answers).length === 0) return <>—</>;
  return (
    <dl className="admin-table__answers">
      {Object.entries(answers).map(([question, answer]) => (
        <div key={question}>
          <dt>{question}</dt>
          <dd>{Array.isArray(answer) ? answer.join(", ") : typeof answer === "object" ? JSON.stringify(answer) : String(answer)}</dd>
        </div>
      ))}
    </dl>
  );
}

const signUpColumns: TableColumn<CampaignSignUp>[] = [
  {
    heading: "Customer",
    rowHeader: true,
    cell: (row) => (
      <>
        {row.name}
        <span className="admin-table__sub">
          {row.email} · id {row.userId}
        </span>
      </>
    ),
  },
  { heading: "Signed up", cell: (row) => dateFormat.format(new Date(row.registeredAt)) },
  {
    heading: "Source",
    cell: (row) => (
      <ul className="admin-table__list">
        {sources(row).map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ul>
    ),
  },
  { heading: "Broker questionnaire", cell: (row) => <Potentials answers={row.brokerPotentials} /> },
];

/** Who came through which landing page, broker campaign or partner (docs/business-rules.md#landing-pages), newest first. */
export default function CampaignSignUps({ loaderData }: Route.ComponentProps) {
  const { signUps } = loaderData;
  return (
    <div className="admin-page">
      <h1>Campaign sign-ups</h1>
      <p>Accounts made through a landing page, the broker page or a campaign link, and those that gave a partner code, newest first.</p>
      {signUps.total === 0 ? (
        <p>No campaign sign-up yet.</p>
      ) : (
        <>
          <DataTable
            className="table admin-table"
            caption="Campaign sign-ups"
            captionHidden
            columns={signUpColumns}
            rows={signUps.signUps}
            rowKey={(row) => row.userId}
          />
          <Pager
            totalItems={signUps.total}
            page={signUps.page}
            pageSize={signUps.pageSize}
            hrefFor={(page) => (page > 1 ? `?page=${page}` : "?")}
            label="Sign-up pages"
          />
        </>
      )}
    </div>
  );
}
