/** What other features may use of webinars; everything else in this folder is its own. */
export { webinarsPageServices } from "./pages.ts";
export { listAdminWebinars } from "./services/admin/list-admin-webinars.ts";
export { listWebinarRegistrants } from "./services/admin/list-webinar-registrants.ts";
export { grantWebinarSeat } from "./services/grant-webinar-seat.ts";
export { listMyWebinars } from "./services/list-my-webinars.ts";
export { listSoftwareTrainings } from "./services/list-software-trainings.ts";
export { listLiveSessions } from "./services/list-technical-analysis-webinars.ts";
export { webinarSeatSnapshot } from "./services/webinar-seat-snapshot.ts";
export { getWebinarSeatOffer } from "./services/seat-price-view.ts";
