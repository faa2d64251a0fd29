import type { Config } from "@react-router/dev/config";
import { precompressBrowserBuild } from "./precompressed-assets.ts";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  buildEnd: ({ reactRouterConfig }) => precompressBrowserBuild(reactRouterConfig.buildDirectory),
} satisfies Config;
