// Owns the cross-field rules of the image and video submit bodies, one named
// function each; per-field rules live in the field tables.
import {
  fieldWord,
  has,
  issue,
  namedIssue,
  type RequestBody,
  type Rule,
  type ValidationIssue,
} from './issues';
import { VIDEO_IMAGE_COUNTS } from './video';

function imageCount(body: RequestBody): number | null {
  const urls = body['image_urls'];
  return Array.isArray(urls) ? urls.length : null;
}

/** Video `type` decides whether image_urls is omitted and how many it holds. */
export function videoTypeImageCountRule(modelKey: string): Rule {
  const byType = VIDEO_IMAGE_COUNTS[modelKey] ?? {};
  return (body) => {
    const type = body['type'];
    if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(byType, type)) return [];
    const bounds = byType[type];
    const count = imageCount(body);
    const kind = fieldWord('type', type);
    if (bounds === null || bounds === undefined) {
      return has(body, 'image_urls')
        ? [
            issue('image_urls', `${type} must omit image_urls`, {
              key: 'generate.crossRule.noImages',
              values: { type: kind },
            }),
          ]
        : [];
    }
    if (count === null && has(body, 'image_urls')) return [];
    if (count !== null && count >= bounds.min && count <= bounds.max) return [];
    const english =
      count === null
        ? `${type} needs ${describeBounds(bounds)}`
        : `${type} takes ${describeBounds(bounds)} (got ${count})`;
    const said: ValidationIssue['said'] =
      bounds.min === bounds.max
        ? {
            key: 'generate.crossRule.imagesExactly',
            values: { type: kind, count: bounds.min, value: count ?? 0 },
          }
        : {
            key: 'generate.crossRule.imagesBetween',
            values: { type: kind, min: bounds.min, max: bounds.max, value: count ?? 0 },
          };
    return [issue('image_urls', english, said)];
  };
}

function describeBounds(bounds: { min: number; max: number }): string {
  if (bounds.min === bounds.max) return `exactly ${bounds.min} image${bounds.min === 1 ? '' : 's'}`;
  return `${bounds.min} to ${bounds.max} images`;
}

/** video-c reference-to-video requires duration 8 (the default is not documented, so it must be sent). */
export const referenceNeedsDuration8: Rule = (body) =>
  body['type'] === 'reference-to-video' && body['duration'] !== 8
    ? [
        issue(
          'duration',
          `reference-to-video requires duration 8${has(body, 'duration') ? ` (got ${String(body['duration'])})` : ''}`,
          {
            key: 'generate.crossRule.durationFixed',
            values: { type: fieldWord('type', 'reference-to-video'), seconds: 8 },
          },
        ),
      ]
    : [];

/** image-c-4: input images plus effective batch_size (default 1) at most 15. */
export const imageInputsPlusBatchRule: Rule = (body) => {
  const count = imageCount(body) ?? 0;
  const batch = body['batch_size'] === undefined ? 1 : body['batch_size'];
  if (typeof batch !== 'number' || !Number.isInteger(batch)) return [];
  return count + batch > 15
    ? [
        issue(
          'batch_size',
          `input images plus batch_size must be at most 15 (got ${count} + ${batch})`,
          {
            key: 'generate.crossRule.imagesPlusBatch',
            values: {
              inputs: fieldWord('image_urls'),
              limit: 15,
              images: count,
              batch,
            },
          },
        ),
      ]
    : [];
};

/** video-a-v3-omni: prompt citations <<<image_k>>> must refer to an existing reference (1..N). */
export const omniCitationRule: Rule = (body) => {
  const prompt = body['prompt'];
  if (body['type'] !== 'reference-to-video' || typeof prompt !== 'string') return [];
  const count = imageCount(body) ?? 0;
  const issues: ValidationIssue[] = [];
  for (const match of prompt.matchAll(/<<<image_(\d+)>>>/g)) {
    const cited = Number(match[1]);
    if (cited < 1 || cited > count) {
      issues.push(
        issue(
          'prompt',
          `cites <<<image_${match[1]}>>> but there ${count === 1 ? 'is 1 reference' : `are ${count} references`}`,
          {
            key: 'generate.crossRule.citation',
            values: { cited: match[0], count, images: fieldWord('image_urls') },
          },
        ),
      );
      break;
    }
  }
  return issues;
};

/** Fields the spec says a model rejects; everything else undocumented passes through. */
export function rejectedFieldsRule(modelKey: string, names: readonly string[]): Rule {
  return (body) =>
    names
      .filter((name) => has(body, name))
      .map((name) =>
        namedIssue(name, `${modelKey} does not accept field '${name}'`, {
          key: 'generate.crossRule.notAccepted',
        }),
      );
}
