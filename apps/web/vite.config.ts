import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: "./server/handler.ts" },
      },
    },
  },
  build: { assetsInlineLimit: 0 },
});
