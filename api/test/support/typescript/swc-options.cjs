/**
 * How the API's TypeScript is compiled for tests: SWC with decorator metadata (TypeGraphQL and
 * TypeORM read it), to CommonJS as `tsc` builds the API. One definition for the test files' loader
 * (register.cjs) and jest's own transform (api/jest.config.js: global setup and teardown).
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
