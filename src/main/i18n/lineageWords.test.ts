// An archive whose lineage is broken is refused in main's language (issue 21): a task named
// as its own source, a source named twice, a loop of sources. The ids stay as written.
import { afterEach, describe, expect, it } from 'vitest';
import { checkArchiveLineage } from '../exports/archiveLineageCheck';
import { refusal } from './testRefusal';
import { speakLanguage } from './mainLanguage';
import {
  archivedSubmission as submission,
  lineageSource as source,
} from '../exports/lineageFixtures';

afterEach(() => speakLanguage('en'));

const sayings = (): string[] =>
  [
    [submission('t-a', [source('t-a')])],
    [submission('t-b', [source('t-root', 2), source('t-root', 2)])],
    [submission('t-1', [source('t-2', null)]), submission('t-2', [source('t-1', null)])],
  ].map((submissions) => refusal(() => checkArchiveLineage(submissions)).message);

describe('broken lineage in main’s language', () => {
  it('says it in English, as before', () => {
    expect(sayings()).toEqual([
      'The archive\'s submission "sub-t-a" (task t-a) names itself as a source: a task cannot be made from itself. Nothing was imported.',
      'The archive\'s submission "sub-t-b" (task t-b) names task t-root track 2 as its source twice. Nothing was imported.',
      'The archive\'s submission "sub-t-1" (task t-1) is part of a loop of sources (t-1 → t-2 → t-1): a task cannot be made from its own results. Nothing was imported.',
    ]);
  });

  it('says it in German, Japanese and Chinese', () => {
    speakLanguage('de');
    expect(sayings()[1]).toBe(
      'Der Auftrag „sub-t-b“ im Archiv (Task t-b) nennt Task t-root, Titel 2, zweimal als Quelle. Es wurde nichts importiert.',
    );
    speakLanguage('ja');
    expect(sayings()[0]).toBe(
      'アーカイブ内のジョブ「sub-t-a」（タスク t-a）が自分自身をソースとして指定しています。タスクを自分自身から作ることはできません。何もインポートしていません。',
    );
    speakLanguage('zh-CN');
    expect(sayings()[2]).toContain('处于来源循环中（t-1 → t-2 → t-1）');
  });
});
