// Module resolution hook for the boot test: `electron` resolves to the stand-in
// (electronStandIn.ts); everything else resolves as usual.
let standInUrl = '';

export function initialize(data) {
  standInUrl = data.standInUrl;
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron') return { url: standInUrl, shortCircuit: true, format: 'module' };
  return nextResolve(specifier, context);
}
