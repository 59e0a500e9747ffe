// "Add to queue" from the Generate form: the same check as Submit (a job with a wrong field is
// not queued; the field is marked), then main checks and prices it again and holds it; nothing
// is sent. While a queued job is open for editing, the same button saves it back in place.
import { useCallback, useState } from 'react';
import type { QueuedJob } from '../../../shared/ipc/queue';
import { toAtelierError } from '../../errors';
import { toGenerateTarget } from '../generateTargets';
import type { GenerateFormModel } from '../useGenerateForm';

export interface QueueForm {
  /** The queued job open in the form, or null (then the button adds a new one). */
  editing: QueuedJob | null;
  busy: boolean;
  error: unknown;
  /** The last job added or saved, for the note beside the button. */
  saved: QueuedJob | null;
  addOrSave: () => Promise<void>;
  edit: (job: QueuedJob) => void;
  cancelEdit: () => void;
  clearError: () => void;
}

export function useQueueForm(form: GenerateFormModel): QueueForm {
  const [editing, setEditing] = useState<QueuedJob | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState<QueuedJob | null>(null);

  const addOrSave = useCallback(async () => {
    if (busy) return;
    setError(null);
    setSaved(null);
    if (!form.attempt()) return;
    setBusy(true);
    try {
      const request = { target: form.state.target, body: form.body };
      const job = editing
        ? await window.atelier.queue.update({ id: editing.id, ...request })
        : await window.atelier.queue.add(request);
      setSaved(job);
      setEditing(null);
    } catch (failure) {
      const value = toAtelierError(failure);
      if (value.code === 'invalid_input' && value.field)
        form.setServerError(value.field, value.message);
      setError(failure);
    } finally {
      setBusy(false);
    }
  }, [busy, editing, form]);

  const { loadBody } = form;
  const edit = useCallback(
    (job: QueuedJob) => {
      const target = toGenerateTarget(job.target);
      if (!target) return;
      loadBody(target, job.body);
      setSaved(null);
      setError(null);
      setEditing(job);
    },
    [loadBody],
  );

  return {
    editing,
    busy,
    error,
    saved,
    addOrSave,
    edit,
    cancelEdit: () => setEditing(null),
    clearError: () => setError(null),
  };
}
