import type { Route } from "./+types/my-wallet";
import { KeysetPager } from "../../components/keyset-pager.tsx";
import { CreditKinds } from "../../components/wallet/credit-kinds.tsx";
import { CreditOrder } from "../../components/wallet/credit-order.tsx";
import { WalletBalances } from "../../components/wallet/wallet-balances.tsx";
import { WalletEmpty } from "../../components/wallet/wallet-empty.tsx";
import { WalletHistory } from "../../components/wallet/wallet-history.tsx";
import { appContext } from "../../load-context.ts";
import { accountMessages } from "../../i18n/account-messages.server.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedMeta } from "../../lib/translated-meta.ts";
import { AccountPage, AccountSection } from "../../components/account/account-section.tsx";
import "../../styles/account-area.css";
import "../../styles/wallet.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, services } = context.get(appContext);
  // The guard has already sent visitors without a session to the login page.
  if (!user) throw new Response("Not logged in", { status: 401 });
  // `?older=` is the keyset position of the page (ADR 0063); one that is not a position is refused, not guessed at.
  const page = await services.getWalletPage(user.userId, new URL(request.url).searchParams.get("older"));
  if (!page) throw new Response("The list position is not valid: open My Wallet again.", { status: 400 });
  return { ...page, messages: accountMessages(request, context, ["wallet", "pager"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "account.wallet", path: "/my-investar/my-wallet", noindex: true });
}

export default function MyWallet({ loaderData }: Route.ComponentProps) {
  const { balances, entries, older, newest, cashCreditEnabled } = loaderData;
  const { t } = useI18n();
  return (
    <AccountPage className="wallet-page" heading={t("account.wallet.heading")} lead={t("account.wallet.lead")}>
      <AccountSection id="wallet-balances-heading" heading={t("account.wallet.balances")}>
        <WalletBalances balances={balances} />
      </AccountSection>

      <AccountSection id="wallet-kinds-heading" heading={t("account.wallet.kinds")}>
        <CreditKinds cashCreditEnabled={cashCreditEnabled} />
      </AccountSection>

      <AccountSection id="wallet-use-heading" className="card" heading={t("account.wallet.use")}>
        <CreditOrder cashCreditEnabled={cashCreditEnabled} />
      </AccountSection>

      <AccountSection id="wallet-history-heading" heading={t("account.wallet.history")}>
        {entries.length === 0 && newest ? (
          <WalletEmpty />
        ) : (
          <>
            <WalletHistory entries={entries} caption={t(newest ? "account.wallet.latest" : "account.wallet.older")} />
            <KeysetPager
              newestHref={newest ? null : "/my-investar/my-wallet"}
              olderHref={older ? `?older=${encodeURIComponent(older)}` : null}
              label={t("account.wallet.pages")}
              words={{ newest: t("account.pager.newest"), newer: t("account.pager.newer"), older: t("account.pager.older") }}
            />
          </>
        )}
      </AccountSection>
    </AccountPage>
  );
}
