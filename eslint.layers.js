// Import rules per layer (ARCHITECTURE.md, "Layers: folders are environments").
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)].filter(
  (name) => !name.startsWith('_'),
);
const nodeMessage = 'This layer runs outside Node: no Node built-ins.';
const electronMessage =
  "Only main/index.ts, main/desktop/electron*.ts and main/ipc/electron*.ts may import 'electron' (types are fine elsewhere).";

const noNode = { paths: nodeBuiltins.map((name) => ({ name, message: nodeMessage })) };

function restrict({ paths = [], patterns = [] }) {
  return ['error', { paths, patterns }];
}

export const layerRules = [
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [...noNode.paths, { name: 'electron', message: 'shared/ is pure TypeScript + zod.' }],
        patterns: [
          { group: ['**/main/**', '**/sandbox/**', '**/renderer/**', '**/preload/**'], message: 'shared/ imports only shared/.' },
          { group: ['react', 'react-dom', '@mantine/*'], message: 'shared/ is pure TypeScript + zod.' },
        ],
      }),
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [...noNode.paths, { name: 'electron', message: 'The renderer talks only to window.atelier.' }],
        patterns: [
          { group: ['**/main/**', '**/sandbox/**'], message: 'The renderer talks only to window.atelier.' },
          { group: ['**/preload/**'], message: 'Only types from preload.', allowTypeImports: true },
        ],
      }),
    },
  },
  {
    files: ['src/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        paths: noNode.paths,
        patterns: [{ group: ['**/main/**', '**/sandbox/**', '**/renderer/**'], message: 'preload imports shared/ and electron only.' }],
      }),
    },
  },
  {
    files: ['src/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [{ name: 'electron', message: 'The sandbox is plain Node.' }],
        patterns: [{ group: ['**/main/**', '**/renderer/**', '**/preload/**'], message: 'The sandbox imports shared/ only.' }],
      }),
    },
  },
  {
    files: ['src/main/**/*.ts'],
    ignores: ['src/main/index.ts', 'src/main/desktop/electron*.ts', 'src/main/ipc/electron*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [{ name: 'electron', message: electronMessage, allowTypeImports: true }],
        patterns: [{ group: ['**/renderer/**'], message: 'main does not import the renderer.' }],
      }),
    },
  },
];
