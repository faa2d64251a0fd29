/** The admin webinar calls share their shapes with the browser through the contracts (packages/contract/src/webinars). */
export * from "@investar/contract/webinars/admin-webinar-parts";
