import { twoFactorMessages } from "@investar/core";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/two-factor";
import { DisableTwoFactorForm } from "../../components/admin/two-factor/disable-two-factor-form.tsx";
import { EnrolAuthenticator } from "../../components/admin/two-factor/enrol-authenticator.tsx";
import { appContext } from "../../load-context.ts";
import "../../styles/admin.css";
import { adminMeta } from "../../components/admin/admin-meta.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, user } = context.get(appContext);
  // The guard checks core's static admin roles; the server's configured ADMIN_ROLES are the final word. An admin
  // ADMIN_2FA=required sends to enrol is not an admin yet (ADR 0031), but this page is where they enrol.
  if (!user?.isAdmin && !user?.mustEnrolTwoFactor) throw new Response("Forbidden", { status: 403 });
  return { status: await services.getTwoFactorStatus(user.userId), mustEnrol: user.mustEnrolTwoFactor };
}

export const meta = adminMeta({
  title: "Two-factor sign-in",
  description: "Sign in to the back office with an authenticator app.",
  path: "/admin/two-factor",
});

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/** /admin/two-factor (ADR 0031): a staff member's own authenticator app, set up, checked and turned off here. */
export default function AdminTwoFactor({ loaderData }: Route.ComponentProps) {
  const { status, mustEnrol } = loaderData;
  const revalidator = useRevalidator();
  // After enrolling under ADMIN_2FA=required the rest of the back office opens; a full load refreshes the navigation too.
  const enrolled = () => (mustEnrol ? window.location.assign("/admin") : void revalidator.revalidate());

  return (
    <div className="admin-page">
      <h1>Two-factor sign-in</h1>
      {mustEnrol ? (
        <p className="notice notice--warning" role="status">
          {`${status.required ? "This site requires two-factor sign-in for staff. " : ""}${twoFactorMessages.enrolmentRequired}`}
        </p>
      ) : null}
      {status.enrolled ? (
        <>
          <section className="card" aria-labelledby="on-heading">
            <h2 id="on-heading">Two-factor sign-in is on</h2>
            <p>
              Since {dateFormat.format(new Date(status.enrolledAt!))}, every login to your account asks for a code from your authenticator
              app. {status.recoveryCodesLeft} of 10 recovery codes are left.
            </p>
          </section>
          <section className="card">
            <DisableTwoFactorForm required={status.required} onDone={() => void revalidator.revalidate()} />
          </section>
        </>
      ) : (
        <EnrolAuthenticator onDone={enrolled} />
      )}
    </div>
  );
}
