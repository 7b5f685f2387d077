/** Module resolution hook (see refuse-typescript.mjs): refuses .ts/.tsx/.mts/.cts files and the tsx package. */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (/\.[cm]?tsx?$/.test(resolved.url) || /\/node_modules\/tsx\//.test(resolved.url)) {
    throw new Error(`refused to load TypeScript at run time: ${resolved.url}`);
  }
  return resolved;
}
