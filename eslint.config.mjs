// One lint configuration for every workspace and the tests (`npm run lint`). Type-aware rules run on
// the TypeScript of each tsconfig; formatting is Prettier's (`npm run format`), so no stylistic rules here.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/node_modules/", "**/dist/", "**/src/gql/", "api/test/gql/", "artifacts/", "coverage/", "api/.data/"] },
  js.configs.recommended,
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // An async handler in a JSX attribute is React's normal way; elsewhere a promise where a void is wanted is a bug.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // A switch with a default branch means "everything else" here (a provider's open set of event
      // names, the statuses that all read the same); the rule is for switches that list every case.
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
      eqeqeq: ["error", "always", { null: "ignore" }],
    },
  },
  {
    files: ["storefront/**/*.{ts,tsx}", "admin/**/*.{ts,tsx}"],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The rules of hooks and their dependency lists; the React Compiler's rules (set-state-in-effect,
      // refs, purity) are for code written for the compiler, which these apps do not use.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // Components take callbacks as props declared with method syntax (`onSearch(text): void`); they are
      // never bound to `this`, so the rule only sees false positives here.
      "@typescript-eslint/unbound-method": "off",
      // Form controls are styled-components (Input, Select, Textarea), and a choice's text sits in a
      // <span><strong> beside its radio: both are labelled by nesting, which the defaults do not see.
      "jsx-a11y/label-has-associated-control": ["error", { controlComponents: ["Input", "Select", "Textarea", "TextArea"], depth: 3 }],
    },
  },
  {
    // Raw SQL answers (`query()` resolves to any) flow through the services; typing each call's rows is
    // still to do, so the any-flow rules are off for the API's source until then.
    files: ["api/src/**"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    // GraphQL answers in the API tests are typed by their documents (api/test/gql), but REST answers
    // come through supertest, whose `body` is any, as do raw SQL rows: the any-flow rules would flag
    // every assertion on them. Writing `any` is still refused.
    files: ["api/test/**", "storefront/test/**", "admin/test/**", "e2e/**", "**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  prettier,
);
