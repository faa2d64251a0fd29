import { isTimelineKind } from "@investar/core";
import { getCustomerTimeline as contract } from "@investar/contract/customer-timeline/get-customer-timeline";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { getCustomerTimeline } from "../services/get-customer-timeline.ts";

const getCustomerTimelineRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: ["admin customer timeline"],
    summary:
      "Admin: everything that happened to one customer (sign-up, logins, orders, payments, refunds, invoices, credit notes, mails, support requests, staff actions, notes), newest first, 20 a page by keyset; kinds filters",
    handler: async (request) => {
      const { userId, before, kinds } = request.query;
      const wanted = (kinds ?? "")
        .split(",")
        .map((kind) => kind.trim())
        .filter(isTimelineKind);
      return getCustomerTimeline(deps, userId, { before: before ?? null, kinds: wanted });
    },
  });

export default getCustomerTimelineRoute;
