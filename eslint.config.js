import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

// The server renders the built web app, loaded by its path at start (apps/server/src/http/web-app.ts); page data
// and the load context are declared in packages/contract, so the server imports nothing of apps/web.
const readsEnvironment = { object: "process", property: "env", message: "Read configuration through apps/server/src/config.ts." };
const readsWidth = "Lay out by width with CSS media queries: e2e/no-horizontal-scroll.spec.ts measures one load at every width.";

const noWebApp = {
  group: ["@investar/web", "@investar/web/*", "**/apps/web", "**/apps/web/**", "**/web/app/**", "**/web/server/**", "**/web/build/**"],
  message: "The server imports nothing of apps/web: page data and the load context live in @investar/contract/pages.",
};

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
      "no-restricted-properties": ["error", readsEnvironment],
    },
  },
  // The sideways-scroll journey loads each page once and measures it at every width (e2e/no-horizontal-scroll.spec.ts):
  // the same check as one load per width only while the layout follows the width through CSS alone.
  {
    files: ["apps/web/app/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        readsEnvironment,
        ...["innerWidth", "outerWidth"].map((property) => ({ object: "window", property, message: readsWidth })),
        { object: "screen", property: "width", message: readsWidth },
      ],
      "no-restricted-globals": ["error", ...["innerWidth", "outerWidth"].map((name) => ({ name, message: readsWidth }))],
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.property.name='matchMedia'][arguments.0.value=/width/]", message: readsWidth },
      ],
    },
  },
  // The layering (docs/architecture.md#packages-and-layers), checked rather than hoped for.
  {
    files: ["packages/core/src/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@investar/db",
                "@investar/db/*",
                "@investar/server",
                "@investar/server/*",
                "@investar/web",
                "@investar/web/*",
                "**/db/**",
                "**/apps/**",
              ],
              message: "Core holds pure rules: it imports neither the database nor the apps.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/server/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [noWebApp] }] },
  },
  {
    // A feature is one business capability (docs/architecture.md#feature-map); another feature reaches it through its index.ts only.
    files: ["apps/server/src/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(?!\\.\\.)[a-z-]+/(services|routes|jobs|feature\\.ts)",
              message: "Use the other feature's public index.ts; its services, routes and jobs are its own.",
            },
            noWebApp,
          ],
        },
      ],
    },
  },
  {
    files: ["apps/server/src/features/*/services/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/routes/**", "**/http/**"],
              message: "A service is called by routes and pages; it reads no request (errors and field errors come from errors.ts).",
            },
            {
              regex: "^(\\.\\./)+(?!\\.\\.)[a-z-]+/(services|routes|jobs|feature\\.ts)",
              message: "Use the other feature's public index.ts; its services, routes and jobs are its own.",
            },
            noWebApp,
          ],
        },
      ],
    },
  },
  {
    files: ["apps/server/src/integrations/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/features/**"], message: "An integration is called by features; it calls none." }, noWebApp] },
      ],
    },
  },
  {
    files: ["apps/web/app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@investar/db", "@investar/db/*", "@investar/server", "@investar/server/*", "**/server/src/**", "**/packages/db/**"],
              message: "The web app reaches the server through its load context (services) and /api only.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one place that reads the environment, plus tooling that runs outside the app.
    files: [
      "apps/server/src/config.ts",
      // Decides on tracing before config.ts (which loads the database driver) may be imported: ADR 0052.
      "apps/server/src/main.ts",
      // Settles NODE_ENV before React loads, which is before config.ts can be read.
      "apps/server/src/boot/production-by-default.ts",
      "scripts/**",
      "**/test/**",
      "e2e/**",
      "bench/**",
      ".ci/**",
      "*.config.ts",
      "apps/web/vite.config.ts",
      "packages/db/drizzle.config.ts",
      "apps/server/test/support/**",
    ],
    rules: { "no-restricted-properties": "off" },
  },
);
