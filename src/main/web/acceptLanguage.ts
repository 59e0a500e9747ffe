/**
 * The browser's languages from its Accept-Language header, most wanted first ("de-AT,de;q=0.9,
 * en;q=0.5" → de-AT, de, en): in the web preview they stand for the OS's preferred languages,
 * so what main writes (dialog titles, export names, errors) speaks the page's language.
 */
const TAG = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/u;

export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((each) => /^\s*q=([0-9.]+)\s*$/u.exec(each)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, position };
    })
    .filter((each) => TAG.test(each.tag) && each.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position)
    .map((each) => each.tag);
}
