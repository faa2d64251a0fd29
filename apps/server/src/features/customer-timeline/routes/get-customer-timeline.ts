import { isTimelineKind } from "@investar/core";
import { getCustomerTimeline as contract } from "@investar/contract/customer-timeline/get-customer-timeline";
import { access } from "../../../auth/access.ts";
import { getCustomerTimeline } from "../services/get-customer-timeline.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary:
    "Admin: everything that happened to one customer (sign-up, logins, orders, payments, refunds, invoices, credit notes, mails, support requests, staff actions, notes), newest first, 20 a page by keyset; kinds filters",
  handler: async (request, { deps }) => {
    const { userId, before, kinds } = request.query;
    const wanted = (kinds ?? "")
      .split(",")
      .map((kind) => kind.trim())
      .filter(isTimelineKind);
    return getCustomerTimeline(deps, userId, { before: before ?? null, kinds: wanted });
  },
});
