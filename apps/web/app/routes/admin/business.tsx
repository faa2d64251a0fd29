import type { Route } from "./+types/business";
import { BusinessProfileForm } from "../../components/admin/business/business-profile-form.tsx";
import { ConfirmLaunchStep } from "../../components/admin/business/confirm-launch-step.tsx";
import { LaunchChecklistView } from "../../components/admin/business/launch-checklist.tsx";
import "../../styles/admin.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  return { business: await services.getAdminBusinessProfile(), checklist: await services.getLaunchChecklist() };
}

export const meta = adminMeta({
  title: "Business details",
  description: "The business on invoices, payment pages, the footer and mails.",
  path: "/admin/business",
});

/** /admin/business (ADR 0033): who sells, how invoices are numbered, how customers reach it, where manual payments go. */
export default function AdminBusiness({ loaderData }: Route.ComponentProps) {
  const { profile, complete, sample, version } = loaderData.business;
  return (
    <div className="admin-page">
      <h1>Business details</h1>
      <p>
        Invoices, credit notes, the manual payment page and its UPI QR code, the footer, the support page and mails print these details. A
        change applies to documents issued after it; an issued invoice never changes.
      </p>
      {complete ? (
        <p className="notice notice--info">Complete (version {version}).</p>
      ) : (
        <p className="notice notice--warning">
          {sample
            ? "Not entered yet: this local installation prints a sample business, marked SAMPLE, meanwhile."
            : "Not entered yet: the site takes no payments until these details are complete."}
        </p>
      )}
      <LaunchChecklistView
        checklist={loaderData.checklist}
        confirm={(id) => (id === "catalogue-reviewed" ? <ConfirmLaunchStep step={id} label="I have reviewed the catalogue" /> : null)}
      />
      <BusinessProfileForm profile={profile} />
    </div>
  );
}
