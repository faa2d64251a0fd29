export * from "./setup-builds.ts";
export * from "./offer-banner.ts";
export * from "./home-slide.ts";
export * from "./installer-check.ts";
