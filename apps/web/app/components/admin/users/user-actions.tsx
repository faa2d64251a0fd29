import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import { DEFAULT_ADMIN_ROLES, ROLES, roleIn } from "@investar/core";
import type { AdminUserOverview } from "@investar/contract/pages/admin-users";
import { useConfirm } from "../../confirm-dialog.tsx";
import { Field, invalidProps, StatusLine, useAdminCall } from "../admin-call.tsx";
import { SubmitAndStatus } from "../admin-fields.tsx";
import { ScriptButton } from "../../script-button.tsx";

const setUserRole = lazyEndpoint(() => import("@investar/contract/admin-users/set-user-role"), "setUserRole");
const setInstituteDiscount = lazyEndpoint(() => import("@investar/contract/admin-users/set-institute-discount"), "setInstituteDiscount");
const setAccountDisabled = lazyEndpoint(() => import("@investar/contract/admin-users/set-account-disabled"), "setAccountDisabled");
const resendActivationMail = lazyEndpoint(() => import("@investar/contract/admin-users/resend-activation-mail"), "resendActivationMail");

type Profile = AdminUserOverview["profile"];

/** Grant a role or take one away; taking an admin role away is asked twice. */
function RoleForm({ profile }: { profile: Profile }) {
  const [role, setRole] = useState(profile.role);
  const { errors, status, busy, send } = useAdminCall();
  const confirm = useConfirm();
  async function save(event: FormEvent) {
    event.preventDefault();
    // The list offers only known roles; a customer's unknown one can't be saved again (its button stays off).
    const chosen = ROLES.find((known) => known === role);
    if (!chosen) return;
    if (profile.isAdmin && !roleIn(role, DEFAULT_ADMIN_ROLES)) {
      const html = "This customer will lose access to the back office at their next click.";
      if (!(await confirm({ title: "Remove the admin role?", html, okText: "Remove admin role", showCancel: true, variant: "error" })))
        return;
    }
    await send(setUserRole, { body: { userId: profile.userId, role: chosen } }, (r) => `Role set to ${r.role}.`);
  }
  return (
    <form onSubmit={save} aria-labelledby="role-heading" noValidate>
      <h3 id="role-heading">Role</h3>
      <Field id="user-role" label="Role" error={errors.role}>
        <select {...invalidProps("user-role", errors.role)} value={role} onChange={(e) => setRole(e.target.value)}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </Field>
      <SubmitAndStatus busy={busy} disabled={role === profile.role} status={status}>
        Save role
      </SubmitAndStatus>
    </form>
  );
}

function InstituteDiscountForm({ profile }: { profile: Profile }) {
  const [percent, setPercent] = useState(String(profile.instituteDiscountPercent));
  const { errors, status, busy, send } = useAdminCall();
  async function save(event: FormEvent) {
    event.preventDefault();
    const body = { userId: profile.userId, percent: percent.trim() === "" ? Number.NaN : Number(percent) };
    await send(setInstituteDiscount, { body }, (r) => `Institute discount set to ${r.percent}%.`);
  }
  return (
    <form onSubmit={save} aria-labelledby="discount-heading" noValidate>
      <h3 id="discount-heading">Institute discount</h3>
      <Field id="institute-percent" label="Percent off (0–100)" error={errors.percent}>
        <input
          {...invalidProps("institute-percent", errors.percent)}
          inputMode="decimal"
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
        />
      </Field>
      <SubmitAndStatus busy={busy} status={status}>
        Save discount
      </SubmitAndStatus>
    </form>
  );
}

/** Disable (asked twice: it signs the customer out everywhere) or enable the account; resend the activation mail. */
function AccountControls({ profile }: { profile: Profile }) {
  const { status, busy, send } = useAdminCall();
  const confirm = useConfirm();
  const disabled = profile.disabledAt !== null;
  async function setDisabled(next: boolean) {
    if (next) {
      const html = "The customer will be signed out on every device and can't log in until the account is enabled again.";
      if (!(await confirm({ title: "Disable this account?", html, okText: "Disable account", showCancel: true, variant: "error" }))) return;
    }
    await send(setAccountDisabled, { body: { userId: profile.userId, disabled: next } }, () =>
      next ? "Account disabled." : "Account enabled.",
    );
  }
  return (
    <div role="group" aria-labelledby="account-heading">
      <h3 id="account-heading">Account</h3>
      <div className="button-row">
        <ScriptButton
          className={disabled ? "button button--primary" : "button button--danger"}
          disabled={busy}
          onClick={() => void setDisabled(!disabled)}
        >
          {disabled ? "Enable account" : "Disable account"}
        </ScriptButton>
        {profile.isEmailVerified ? null : (
          <ScriptButton
            className="button button--ghost"
            disabled={busy}
            onClick={() =>
              void send(resendActivationMail, { body: { userId: profile.userId } }, (r) => `Activation mail sent to ${r.email}.`)
            }
          >
            Resend activation mail
          </ScriptButton>
        )}
      </div>
      <StatusLine status={status} />
    </div>
  );
}

export function UserActions({ profile }: { profile: Profile }) {
  return (
    <section className="card admin-user-actions" aria-labelledby="actions-heading">
      <h2 id="actions-heading">Actions</h2>
      <RoleForm profile={profile} />
      <InstituteDiscountForm profile={profile} />
      <AccountControls profile={profile} />
    </section>
  );
}
