/**
 * How the API's TypeScript is compiled: SWC with decorator metadata (TypeGraphQL and TypeORM read
 * it), to CommonJS. One definition for the build (build.mjs), the test files' loader
 * (test/support/typescript/register.cjs) and jest's own transform (jest.config.js: global setup
 * and teardown). Type checking is `npm run typecheck`'s job, not the compiler's.
 */
module.exports = {
  jsc: {
    parser: { syntax: "typescript", decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: "es2022",
  },
  module: { type: "commonjs" },
  sourceMaps: "inline",
};
