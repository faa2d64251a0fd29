import { access } from "../../../auth/access.ts";
import { notFound } from "../../../errors.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getUserOverview } from "../services/get-user-overview.ts";
import { ADMIN_USERS_TAG, userOverviewQuery, userOverviewSchema } from "./admin-users-schemas.ts";

const getUserOverviewRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/GetUserOverview",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_USERS_TAG],
        summary:
          "Admin: one customer's profile, role, sign-up source, trial, subscriptions, wallet, orders and payments, invoices and credit notes, webinars and audit trail",
        security: [{ bearer: [] }],
        querystring: userOverviewQuery,
        response: { 200: userOverviewSchema },
      },
    },
    async (request) => {
      const { userId, walletPage, ordersPage, auditPage } = request.query;
      const overview = await getUserOverview(deps, userId, { wallet: walletPage, orders: ordersPage, audit: auditPage });
      if (!overview) throw notFound(`There is no user ${userId}.`);
      return overview;
    },
  );
};

export default getUserOverviewRoute;
