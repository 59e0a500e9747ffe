/** Proves the lint's cycle check (scripts/importCycles.ts) finds each kind of import cycle. */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileTree } from './fileTree';
import { findCycles, importGraph } from './importCycles';

/** Writes the files into a new folder and returns each cycle as relative paths. */
function cyclesIn(files: Record<string, string>): string[][] {
  const root = writeFileTree('atelier-cycles-', files);
  return findCycles(importGraph(root)).map((cycle) => cycle.map((file) => relative(root, file)));
}

describe('import cycle check', () => {
  it('finds a cycle across folders and prints it as a path back to its start', () => {
    const cycles = cyclesIn({
      'store/db.ts': "import { rule } from '../library/rules';\nexport const db = rule;",
      'library/rules.ts': "import { plan } from '../tasks/plan.js';\nexport const rule = plan;",
      'tasks/plan.ts': "import { db } from '../store/db';\nexport const plan = db;",
      'tasks/other.ts': "import { plan } from './plan';\nexport const other = plan;",
    });
    expect(cycles).toHaveLength(1);
    const [cycle] = cycles;
    expect(cycle).toHaveLength(4);
    expect(cycle![0]).toBe(cycle![3]);
    expect(new Set(cycle)).toEqual(new Set(['store/db.ts', 'library/rules.ts', 'tasks/plan.ts']));
  });

  it.each([
    ['a type-only import', "import type { B } from './b';\nexport type A = B;"],
    ['a re-export', "export { b } from './b';"],
    ['an import() at run time', "export const load = () => import('./b');"],
    ['an index file', "import { b } from './b';\nexport const a = b;"],
  ])('counts %s as an edge', (_kind, aText) => {
    const bPath = aText.includes('index') ? 'b/index.tsx' : 'b.ts';
    const bText = `import { a } from '${bPath === 'b.ts' ? './a' : '../a'}';\nexport const b = a;\nexport type B = 1;`;
    expect(cyclesIn({ 'a.ts': aText, [bPath]: bText })).toHaveLength(1);
  });

  it('finds a file that imports itself, and passes a graph without a cycle', () => {
    expect(cyclesIn({ 'self.ts': "import './self';" })).toEqual([['self.ts', 'self.ts']]);
    const acyclic = {
      'a.ts': "import { b } from './b';\nimport { c } from './c';\nimport 'react';",
      'b.ts': "import { c } from './c';\nexport const b = c;",
      'c.ts': "export const c = 1;\n// import { a } from './a' in a comment is no import",
    };
    expect(cyclesIn(acyclic)).toEqual([]);
  });

  it('finds no cycle in the project (what npm run lint checks)', () => {
    const graph = importGraph(join(import.meta.dirname, '..', 'src'));
    expect(graph.size).toBeGreaterThan(500);
    expect(findCycles(graph)).toEqual([]);
  });
});
