import { KEYSET_CURSOR_PROBLEM } from "@investar/core";
import { access } from "../../../auth/access.ts";
import { badRequest, notFound } from "../../../errors.ts";
import { parseTaxDocumentCursor } from "../../invoices/index.ts";
import { getUserOverview } from "../services/get-user-overview.ts";
import { userOverviewQuery, userOverviewSchema } from "./admin-users-schemas.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/admin/GetUserOverview", query: userOverviewQuery, answer: userOverviewSchema },
  {
    config: { access: access.admin },
    summary:
      "Admin: one customer's profile, role, sign-up source, trial, subscriptions, wallet, orders and payments, invoices and credit notes, webinars and audit trail",
    handler: async (request, { deps }) => {
      const { userId, walletPage, ordersPage, auditPage, invoicesOlder } = request.query;
      // Another list's position (a wallet entry's) reads as a cursor but names no tax document.
      if (invoicesOlder !== undefined && parseTaxDocumentCursor(invoicesOlder) === null)
        throw badRequest(KEYSET_CURSOR_PROBLEM, { invoicesOlder: [KEYSET_CURSOR_PROBLEM] });
      const overview = await getUserOverview(deps, userId, { wallet: walletPage, orders: ordersPage, audit: auditPage, invoicesOlder });
      if (!overview) throw notFound(`There is no user ${userId}.`);
      return overview;
    },
  },
);
