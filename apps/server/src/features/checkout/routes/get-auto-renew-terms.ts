import { getAutoRenewTerms as contract } from "@investar/contract/renewals/get-auto-renew-terms";
import { mandateTermsText, minorToUnits } from "@investar/core";
import { access } from "../../../auth/access.ts";
import { activeMandateCard, autoRenewTerms, mandateKindOf } from "../services/auto-renew-terms.ts";
import { autoRenewRoute } from "./route.ts";

/** CustomizeSubscription's "Renew automatically": the terms it states, priced by the server as the checkout will send them. */
export default autoRenewRoute(contract, {
  config: { access: access.self("body") },
  summary: "The card mandate a card payment of this selection would register: renewal price, limit, frequency and first debit day",
  handler: async (request, { deps }) => {
    const { userId, selItems } = request.body;
    const card = await activeMandateCard(deps, userId, mandateKindOf(selItems));
    if (card) return { alreadyOn: { card }, terms: null };
    const terms = await autoRenewTerms(deps, userId, { ...selItems, addons: [...selItems.addons] });
    const inUnits = (minor: number) => minorToUnits(minor, terms.currency);
    return {
      alreadyOn: null,
      terms: {
        ...terms,
        renewalAmount: inUnits(terms.renewalAmount),
        upperLimit: inUnits(terms.upperLimit),
        text: mandateTermsText(terms),
      },
    };
  },
});
