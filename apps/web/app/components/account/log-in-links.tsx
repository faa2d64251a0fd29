import { Link } from "react-router";
import { useI18n } from "../../i18n/page-locale.ts";

/**
 * Where a page a mailed link opens leads on: logging in, and, with `recoverLabel`, choosing a new password first. The
 * page's loader sends `auth.confirm` for the "Log in" text (docs/adr/0059-hindi-with-lingui.md).
 */
export function LogInLinks({ recoverLabel }: { recoverLabel?: string }) {
  const { t, href } = useI18n();
  return (
    <div className="button-row">
      {recoverLabel ? (
        <Link to={href("/my-investar/password-recovery")} className="button button--primary">
          {recoverLabel}
        </Link>
      ) : null}
      <Link to={href("/user/login")} className="button button--ghost">
        {t("auth.confirm.logIn")}
      </Link>
    </div>
  );
}
