import { activationRoute } from "../../payments/index.ts";

export default activationRoute(
  "ActivateManualPayment",
  "Admin: the money has arrived — move the manual payment to paid and activate what it buys, exactly once (text answer)",
);
