import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/activate-manual-payment";
import { PaymentDetails } from "../../components/admin/payment-details.tsx";
import { PaymentSearch } from "../../components/admin/payment-search.tsx";
import { PaymentUsersTable } from "../../components/admin/payment-users-table.tsx";
import { UserPayments } from "../../components/admin/user-payments.tsx";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/billing.css";
import "../../styles/admin.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";

/** The customers' list is in the URL (?isManualPayment=false&page=2): the server renders it, and links page it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const query = new URL(request.url).searchParams;
  const isManualPayment = query.get("isManualPayment")?.toLowerCase() !== "false";
  const page = Math.max(1, Math.trunc(Number(query.get("page"))) || 1);
  return { isManualPayment, users: await services.listManualPaymentUsers(isManualPayment, page) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Activate Manual Payments | Investar",
    description: "Match manual payments with the bank statement and activate them.",
    path: "/admin/activate-manual-payment",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

const hrefFor = (isManualPayment: boolean, page = 1) => `?isManualPayment=${isManualPayment}${page > 1 ? `&page=${page}` : ""}`;

export default function ActivateManualPayment({ loaderData }: Route.ComponentProps) {
  // Switching between manual and card payments starts afresh: a chosen customer or payment belongs to one list.
  return <Payments key={String(loaderData.isManualPayment)} data={loaderData} />;
}

/** Moves the focus to a section's heading when what it shows changes, so keyboard users follow the click. */
function useFocusOnChange(value: number | null) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (value !== null) heading.current?.focus();
  }, [value]);
  return heading;
}

function Payments({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { isManualPayment, users } = data;
  const revalidator = useRevalidator();
  const [userId, setUserId] = useState<number | null>(null);
  const [paymentId, setPaymentId] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const chosenUser = users.users.find((user) => user.userId === userId);
  const paymentsHeading = useFocusOnChange(userId);
  const detailsHeading = useFocusOnChange(paymentId);

  const changed = () => {
    setVersion((n) => n + 1);
    void revalidator.revalidate();
  };

  return (
    <div className="admin-page">
      <header>
        <p>
          <Link to="/admin">Admin</Link>
        </p>
        <h1>Activate Manual Payments</h1>
        <p>
          <Link to="/admin/payment-queue">
            Payment queue: every waiting payment, oldest first, matched with the bank statement and activated together
          </Link>
        </p>
        <nav className="admin-page__switch" aria-label="Kind of payment">
          <Link to={hrefFor(true)} aria-current={isManualPayment ? "page" : undefined} className="button button--ghost">
            Manual payments
          </Link>
          <Link to={hrefFor(false)} aria-current={isManualPayment ? undefined : "page"} className="button button--ghost">
            Card payments
          </Link>
        </nav>
      </header>

      <section aria-labelledby="search-heading">
        <h2 id="search-heading">Find a payment</h2>
        <PaymentSearch
          isManualPayment={isManualPayment}
          onOpen={(customer, payment) => {
            setUserId(customer);
            setPaymentId(payment);
          }}
        />
      </section>

      <section aria-labelledby="customers-heading">
        <h2 id="customers-heading">Customers</h2>
        <PaymentUsersTable
          data={users}
          selectedUserId={userId}
          hrefFor={(page) => hrefFor(isManualPayment, page)}
          onSelect={(id) => {
            setUserId(id);
            setPaymentId(null);
          }}
        />
      </section>

      {userId !== null ? (
        <section aria-labelledby="payments-heading">
          <h2 id="payments-heading" ref={paymentsHeading} tabIndex={-1}>
            Payments of {chosenUser?.name ?? `customer ${userId}`}
          </h2>
          <UserPayments
            key={`${userId}-${isManualPayment}`}
            userId={userId}
            isManualPayment={isManualPayment}
            selectedPaymentId={paymentId}
            onSelect={setPaymentId}
            version={version}
          />
        </section>
      ) : null}

      {userId !== null && paymentId !== null ? (
        <section aria-labelledby="payment-heading" className="card">
          <h2 id="payment-heading" ref={detailsHeading} tabIndex={-1}>
            Payment details
          </h2>
          <PaymentDetails userId={userId} paymentId={paymentId} isManualPayment={isManualPayment} version={version} onChanged={changed} />
        </section>
      ) : null}
    </div>
  );
}
