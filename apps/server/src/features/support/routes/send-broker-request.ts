import { supportRequestRoute } from "./support-request-route.ts";

export default supportRequestRoute("/api/user/SendBrokerRequest", "broker-request", "Ask for a broker to be supported");
