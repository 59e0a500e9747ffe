/**
 * `tsx bench/seedOlderTitles.ts <dataDir>`: a data folder whose library holds a song saved
 * under an older title rule — its take renamed "Neon Drive" by the user, then "(1) (extended,
 * 1)", "(1) (extended, 1) (full song)" and "(1) (extended, 1) (full song) – bass" — and an
 * extension the user renamed "Summer (2)". For the browser spec of the start-up rebuild
 * (e2e/olderTitles.web.spec.ts); its files are not there (only the titles matter).
 */
import { createEventBus } from '../src/main/ipc/eventBus';
import { openLibrary } from '../src/main/library/openLibrary';
import { saveOlderTask } from '../src/main/tasks/olderTitlesSeed';

const [dataDirectory] = process.argv.slice(2);
if (!dataDirectory) throw new Error('usage: seedOlderTitles.ts <dataDir>');
const context = await openLibrary({
  dataDirectory,
  clock: { now: () => Date.now() },
  bus: createEventBus(),
});
const save = (task: Parameters<typeof saveOlderTask>[2]) =>
  saveOlderTask(context.journal, context.library, task);
const [take] = save({
  taskId: 'older-t1',
  action: 'generate',
  body: { gpt_description: 'a night drive' },
  tracks: [{}, {}],
  titles: ['(1)', '(2)'],
  summary: '',
});
context.library.update(take!, { title: 'Neon Drive' });
save({
  taskId: 'older-t2',
  action: 'extend',
  body: { task_id: 'older-t1', audio_index: 1, continue_at: 43 },
  tracks: [{}, {}],
  titles: ['(1) (extended, 1)', 'Summer (2)'],
  summary: '(1)',
});
save({
  taskId: 'older-t3',
  action: 'concat',
  body: { task_id: 'older-t2', audio_index: 1 },
  tracks: [{}],
  titles: ['(1) (extended, 1) (full song)'],
  summary: '(1) (extended, 1)',
});
save({
  taskId: 'older-t4',
  action: 'stems',
  body: { task_id: 'older-t3', audio_index: 1 },
  tracks: [{ stem: 'bass' }],
  titles: ['(1) (extended, 1) (full song) – bass'],
  summary: '(1) (extended, 1) (full song)',
});
context.close();
