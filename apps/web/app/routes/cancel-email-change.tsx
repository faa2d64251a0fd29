import { useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/cancel-email-change";
import { appContext } from "../load-context.ts";
import { forgetUser, setEmailChangedMarker } from "../lib/client-session.ts";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import "../styles/account-forms.css";
import { SupportEmail } from "../components/business-address.tsx";

/** The "this was not me" link of the notice mailed to the old address: opening it is the one click. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("id") ?? "";
  if (token.length < 20) return { ok: false as const, message: "This link is incomplete. Open the link from the mail again." };
  return context.get(appContext).services.cancelEmailChange(token);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Email change cancelled | Investar",
      description: "Cancel a change of your Investar login email.",
      path: "/cancel-email-change",
      publicUrl: publicUrlFrom(matches),
      noindex: true,
    }),
    // The URL held a single-use token: never send it to another site as a referrer.
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function CancelEmailChange({ loaderData }: Route.ComponentProps) {
  const result = loaderData;
  useEffect(() => {
    if (!result.ok) return;
    // Every session was just signed out, this browser's too.
    forgetUser();
    setEmailChangedMarker(null);
  }, [result.ok]);

  if (!result.ok) {
    return (
      <RecoveryCard>
        <h1>This link can't be used</h1>
        <p>{result.message}</p>
        <p>
          If someone changed your email without asking you, reset your password and contact <SupportEmail />.
        </p>
      </RecoveryCard>
    );
  }
  return (
    <RecoveryCard>
      <h1>The email change is cancelled</h1>
      <p>
        {result.reverted ? "The new address had already been confirmed, so your account has been moved back: it" : "Your account"} keeps the
        email address <strong>{result.email}</strong>.
      </p>
      <p>We have signed your account out on every device. Nothing else was changed.</p>
      <p>
        Whoever asked for the change knew your password or used a device where you were signed in.{" "}
        <strong>Choose a new password now</strong> with password recovery.
      </p>
    </RecoveryCard>
  );
}

/** Either way the page ends on the same two ways on: a new password, or logging in. */
function RecoveryCard({ children }: { children: ReactNode }) {
  return (
    <div className="auth-page auth-page--single">
      <div className="card auth-card">
        {children}
        <div className="button-row">
          <Link to="/my-investar/password-recovery" className="button button--primary">
            Reset password
          </Link>
          <Link to="/user/login" className="button button--ghost">
            Log in
          </Link>
        </div>
      </div>
    </div>
  );
}
