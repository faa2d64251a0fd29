import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import activateManualPaymentForWebinarsRoute from "./routes/activate-manual-payment-for-webinars.ts";
import cancelWebinarRoute from "./routes/cancel-webinar.ts";
import deleteWebinarMaterialRoute from "./routes/delete-webinar-material.ts";
import downloadWebinarsRoute from "./routes/download-webinars.ts";
import exportWebinarRegistrantsRoute from "./routes/export-webinar-registrants.ts";
import getMyWebinarsRoute from "./routes/get-my-webinars.ts";
import getSoftwareTrainingsRoute from "./routes/get-software-trainings.ts";
import getTechnicalAnalysisWebinarsRoute from "./routes/get-technical-analysis-webinars.ts";
import getWebinarCalendarRoute from "./routes/get-webinar-calendar.ts";
import getWebinarDiscountFieldsRoute from "./routes/get-webinar-discount-fields.ts";
import getWebinarRecordingsRoute from "./routes/get-webinar-recordings.ts";
import getWebinarRegistrantsRoute from "./routes/get-webinar-registrants.ts";
import getWebinarSeatPriceRoute from "./routes/get-webinar-seat-price.ts";
import isRegisteredBasicsOfTaWebinarsRoute from "./routes/is-registered-basics-of-ta-webinars.ts";
import registerForFreeWebinarRoute from "./routes/register-for-free-webinar.ts";
import registerWebinarForFreeRoute from "./routes/register-webinar-for-free.ts";
import saveWebinarRoute from "./routes/save-webinar.ts";
import uploadWebinarMaterialRoute from "./routes/upload-webinar-material.ts";
import uploadWebinarRecordingRoute from "./routes/upload-webinar-recording.ts";
import { scheduleEducationJobs } from "./jobs/education-jobs.ts";

/** Registers this feature's endpoints and starts its jobs. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    activateManualPaymentForWebinarsRoute,
    cancelWebinarRoute,
    deleteWebinarMaterialRoute,
    downloadWebinarsRoute,
    exportWebinarRegistrantsRoute,
    getMyWebinarsRoute,
    getSoftwareTrainingsRoute,
    getTechnicalAnalysisWebinarsRoute,
    getWebinarCalendarRoute,
    getWebinarDiscountFieldsRoute,
    getWebinarRecordingsRoute,
    getWebinarRegistrantsRoute,
    getWebinarSeatPriceRoute,
    isRegisteredBasicsOfTaWebinarsRoute,
    registerForFreeWebinarRoute,
    registerWebinarForFreeRoute,
    saveWebinarRoute,
    uploadWebinarMaterialRoute,
    uploadWebinarRecordingRoute,
  ])
    route(app, deps);
  scheduleEducationJobs(app, deps);
}
