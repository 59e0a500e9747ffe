import { describe, expect, it } from 'vitest';
import { EMPTY_EDIT, trackEdit, type EditDraft } from './trackEdit';

describe('trackEdit', () => {
  it('writes a dragged region into the draft in whole seconds, and reads a typed one back', () => {
    let draft: EditDraft = EMPTY_EDIT;
    const onDraft = (patch: Partial<EditDraft>) => (draft = { ...draft, ...patch });
    trackEdit(20, draft, onDraft).fromDrag({ startS: 5.2, endS: 11.7 });
    expect(draft).toMatchObject({ startText: '0:05', endText: '0:12' });
    const edit = trackEdit(20, draft, onDraft);
    expect(edit.range).toEqual({ startS: 5, endS: 12 });
    expect(edit.shownRange).toEqual({ startS: 5, endS: 12 });
    edit.clearRegion();
    expect(trackEdit(20, draft, onDraft).hasRegion).toBe(false);
  });

  it('shows a default fade until one is typed, and says which field is not a time', () => {
    const edit = trackEdit(
      20,
      { startText: 'soon', endText: '0:09', fadeText: null },
      () => undefined,
    );
    expect(edit.fadeText).toBe('0:03');
    expect(edit.range).toBeNull();
    expect(edit.typingIssues.map((issue) => issue.field)).toEqual(['start_s']);
  });
});
