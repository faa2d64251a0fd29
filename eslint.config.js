import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/dist/**",
      "**/.react-router/**",
      "data/**",
      "test-results/**",
      "packages/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through apps/server/src/config.ts." },
      ],
    },
  },
  {
    // The one place that reads the environment, plus tooling that runs outside the app.
    files: ["apps/server/src/config.ts", "scripts/**", "**/test/**", "e2e/**", "bench/**", ".ci/**", "*.config.ts", "apps/web/vite.config.ts", "packages/db/drizzle.config.ts", "apps/server/test/support/**"],
    rules: { "no-restricted-properties": "off" },
  },
);
