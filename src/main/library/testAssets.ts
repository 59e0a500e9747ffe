/** Test helper: NewAsset values with sensible defaults. */
import type { NewAsset } from './libraryStore';

let counter = 0;

export function newAsset(overrides: Partial<NewAsset> = {}): NewAsset {
  counter += 1;
  return {
    submissionId: `submission-${counter}`,
    taskId: `task-${counter}`,
    profileId: 'sandbox',
    model: 'image-a',
    action: null,
    kind: 'image',
    outputKey: 'image-0',
    title: `Asset ${counter}`,
    prompt: '',
    mimeType: 'image/png',
    bytes: 10,
    relativePath: `files/${counter}.png`,
    ...overrides,
  };
}
