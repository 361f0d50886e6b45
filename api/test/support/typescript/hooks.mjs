/**
 * The ES module side of register.cjs: a `.ts` file imported by the test runner is loaded by
 * Node's CommonJS loader (format "commonjs" without a source), which compiles it with the
 * `.ts` extension register.cjs installed and caches it like any required module.
 */
export async function load(url, context, nextLoad) {
  if (new URL(url).pathname.endsWith(".ts")) return { format: "commonjs", shortCircuit: true };
  return nextLoad(url, context);
}
