import { access } from "../../../auth/access.ts";
import { notFound } from "../../../errors.ts";
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
      const { userId, walletPage, ordersPage, auditPage } = request.query;
      const overview = await getUserOverview(deps, userId, { wallet: walletPage, orders: ordersPage, audit: auditPage });
      if (!overview) throw notFound(`There is no user ${userId}.`);
      return overview;
    },
  },
);
