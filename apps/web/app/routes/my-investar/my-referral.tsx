import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { DEFAULT_PAGE_SIZE, indiaToday, validateEmail } from "@investar/core";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { toast } from "../../lib/toast.ts";
import type { Route } from "./+types/my-referral";
import { FormField, SubmitButton } from "../../components/form-field.tsx";
import { ReferralShare, referralRewardText } from "../../components/account/referral-share.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { Pager } from "../../components/pager.tsx";
import { appContext } from "../../load-context.ts";
import { accountMessages } from "../../i18n/account-messages.server.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import type { ReferralEntry } from "@investar/contract/pages/referrals";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { translatedMeta } from "../../lib/translated-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import { AccountPage, AccountSection } from "../../components/account/account-section.tsx";
import "../../styles/account-forms.css";
import "../../styles/account-area.css";

const addReferral = lazyEndpoint(() => import("@investar/contract/referrals/add-referral"), "addReferral");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, services } = context.get(appContext);
  // The guard has already sent visitors without a session to the login page.
  const referrals: ReferralEntry[] = user ? await services.listReferrals(user.userId) : [];
  const program = user ? await services.getReferralProgram(user.userId) : { link: "", rewards: { INR: 0, USD: 0 } };
  return { userId: user?.userId ?? 0, referrals, program, messages: accountMessages(request, context, ["referral"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "account.referral", path: "/my-investar/my-referral", noindex: true });
}

const statusText: Record<ReferralEntry["status"], string> = {
  Invited: "account.referral.status.Invited",
  Registered: "account.referral.status.Registered",
  Subscribed: "account.referral.status.Subscribed",
};

export default function MyReferral({ loaderData }: Route.ComponentProps) {
  const { userId, referrals, program } = loaderData;
  const [page, setPage] = useState(1);
  const shown = referrals.slice((page - 1) * DEFAULT_PAGE_SIZE, page * DEFAULT_PAGE_SIZE);
  const joined = referrals.filter((r) => r.status !== "Invited").length;
  const text = useI18n();
  const { t, day } = text;
  // The day in India, so the server's render and the browser's agree (and Indian customers see Indian dates).
  const dayOf = (instant: string) => day(indiaToday(new Date(instant)));

  return (
    <AccountPage heading={t("account.referral.heading")} lead={t("account.referral.lead")}>
      <AccountSection id="share-heading" className="card" heading={t("account.referral.share")}>
        <p className="referral-reward">{referralRewardText(text, program.rewards)}</p>
        <ReferralShare link={program.link} />
      </AccountSection>

      <AccountSection id="invite-heading" className="card" heading={t("account.referral.invite")}>
        <InviteForm userId={userId} />
      </AccountSection>

      <AccountSection id="referrals-heading" heading={t("account.referral.invitations")}>
        {referrals.length === 0 ? (
          <p>{t("account.referral.none")}</p>
        ) : (
          <>
            <p>{t("account.referral.counts", { invited: referrals.length, joined })}</p>
            <DataTable
              className="table"
              columns={[
                { heading: t("account.referral.email"), cell: (referral) => referral.email, className: "email-cell" },
                {
                  heading: t("account.referral.status"),
                  cell: (referral) => (
                    <span className={`referral-status referral-status--${referral.status.toLowerCase()}`}>
                      {t(statusText[referral.status])}
                    </span>
                  ),
                },
                { heading: t("account.referral.invitedOn"), cell: (referral) => dayOf(referral.invitedAt) },
                { heading: t("account.referral.lastChange"), cell: (referral) => dayOf(referral.updatedAt) },
              ]}
              rows={shown}
              rowKey={(referral) => referral.id}
            />
            <Pager totalItems={referrals.length} page={page} onPageChange={setPage} label={t("account.referral.pages")} />
          </>
        )}
      </AccountSection>
    </AccountPage>
  );
}

function InviteForm({ userId }: { userId: number }) {
  const { vendorEmailDomain } = useRootData();
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const form = useForm({
    initial: { emailAddress: "" },
    validate: ({ emailAddress }) => ({ emailAddress: validateEmail(emailAddress, vendorEmailDomain) }),
    // The refusal is said as a toast and stays under the field until it is edited.
    report: (failure) => {
      toast.error(failure.message);
      return failure.message;
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The form stays busy until the list below shows the invitation.
    await form.submit(async ({ emailAddress }) => {
      const result = await callEndpoint(addReferral, { query: { emailAddress: emailAddress.trim(), refereeId: userId } });
      if (!result.ok) return result;
      if (result.data.alreadyInvited) toast.info(result.data.message);
      else toast.success(result.data.message);
      form.reset();
      await revalidator.revalidate();
      return result;
    });
  };

  return (
    <form className="invite-form" onSubmit={submit} noValidate>
      <FormField
        id="invite-email"
        label={t("account.referral.friendEmail")}
        type="email"
        autoComplete="off"
        {...form.field("emailAddress")}
        onChange={(e) => {
          form.set("emailAddress", e.target.value);
          form.setError(null);
        }}
        error={form.errorOf("emailAddress") ?? form.error}
      />
      <SubmitButton busy={form.busy} busyLabel={t("account.referral.sending")}>
        {t("account.referral.send")}
      </SubmitButton>
    </form>
  );
}
