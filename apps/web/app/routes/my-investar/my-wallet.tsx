import type { Route } from "./+types/my-wallet";
import { KeysetPager } from "../../components/keyset-pager.tsx";
import { CreditKinds } from "../../components/wallet/credit-kinds.tsx";
import { CreditOrder } from "../../components/wallet/credit-order.tsx";
import { WalletBalances } from "../../components/wallet/wallet-balances.tsx";
import { WalletEmpty } from "../../components/wallet/wallet-empty.tsx";
import { WalletHistory } from "../../components/wallet/wallet-history.tsx";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/account-area.css";
import "../../styles/wallet.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, services } = context.get(appContext);
  // The guard has already sent visitors without a session to the login page.
  if (!user) throw new Response("Not logged in", { status: 401 });
  // `?older=` is the keyset position of the page (ADR 0063); one that is not a position is refused, not guessed at.
  const page = await services.getWalletPage(user.userId, new URL(request.url).searchParams.get("older"));
  if (!page) throw new Response("The list position is not valid: open My Wallet again.", { status: 400 });
  return page;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "My Wallet | Investar",
    description: "Your Investar wallet: subscription, cash and general credit in rupees and dollars, and every credit and debit.",
    path: "/my-investar/my-wallet",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

export default function MyWallet({ loaderData }: Route.ComponentProps) {
  const { balances, entries, older, newest, cashCreditEnabled } = loaderData;
  return (
    <div className="account-page wallet-page">
      <header>
        <h1>My Wallet</h1>
        <p>Credit in your wallet pays towards your next subscription. Here is what you have, how it is used, and every credit and debit.</p>
      </header>

      <section aria-labelledby="wallet-balances-heading">
        <h2 id="wallet-balances-heading">Balances</h2>
        <WalletBalances balances={balances} />
      </section>

      <section aria-labelledby="wallet-kinds-heading">
        <h2 id="wallet-kinds-heading">What each credit is</h2>
        <CreditKinds cashCreditEnabled={cashCreditEnabled} />
      </section>

      <section className="card" aria-labelledby="wallet-use-heading">
        <h2 id="wallet-use-heading">How your credit is used</h2>
        <CreditOrder cashCreditEnabled={cashCreditEnabled} />
      </section>

      <section aria-labelledby="wallet-history-heading">
        <h2 id="wallet-history-heading">Wallet history</h2>
        {entries.length === 0 && newest ? (
          <WalletEmpty />
        ) : (
          <>
            <WalletHistory
              entries={entries}
              caption={newest ? "Your latest wallet entries, newest first" : "Older wallet entries, newest first"}
            />
            <KeysetPager
              newestHref={newest ? null : "/my-investar/my-wallet"}
              olderHref={older ? `?older=${encodeURIComponent(older)}` : null}
              label="Wallet history pages"
            />
          </>
        )}
      </section>
    </div>
  );
}
