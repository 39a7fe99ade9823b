// Module resolve hook for scripts/mutate-sandbox.mjs: a URL inside the original checkout's
// packages/ is rewritten to the same file inside the Stryker sandbox.
let from = '';
let to = '';

export function initialize(data) {
  ({ from, to } = data);
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (!resolved.url.startsWith(`${from}/`)) return resolved;
  return { ...resolved, url: to + resolved.url.slice(from.length) };
}
