// Import rules per layer (ARCHITECTURE.md, "Layers: folders are environments").
import { readdirSync } from 'node:fs';
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

const mainPaths = [{ name: 'electron', message: electronMessage, allowTypeImports: true }];
const mainPatterns = [{ group: ['**/renderer/**'], message: 'main does not import the renderer.' }];

/**
 * The bottom of main reads one way (ARCHITECTURE.md): outputs/ <- store/ <- library/ <- the
 * rest. A folder may not import the folders named here, so the database never needs the
 * library's or the tasks' code to open, and no cycle can run through it.
 */
const mainFolders = readdirSync(new URL('./src/main', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const notAbove = (layer, allowed) => ({
  group: mainFolders
    .filter((folder) => folder !== layer && !allowed.includes(folder))
    .flatMap((folder) => [`../${folder}/*`, `**/main/${folder}/**`]),
  message: `main/${layer}/ is below the rest of main: it imports only ${allowed.length > 0 ? allowed.map((folder) => `main/${folder}/`).join(', ') + ', ' : ''}shared/ and itself.`,
});
const bottomOfMain = [
  { layer: 'outputs', allowed: [] },
  { layer: 'store', allowed: ['outputs'] },
  { layer: 'library', allowed: ['outputs', 'store', 'ipc'] },
];

export const layerRules = [
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [
          ...noNode.paths,
          { name: 'electron', message: 'shared/ is pure TypeScript + zod.' },
        ],
        patterns: [
          {
            group: ['**/main/**', '**/sandbox/**', '**/renderer/**', '**/preload/**'],
            message: 'shared/ imports only shared/.',
          },
          {
            group: ['react', 'react-dom', '@mantine/*'],
            message: 'shared/ is pure TypeScript + zod.',
          },
        ],
      }),
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [
          ...noNode.paths,
          { name: 'electron', message: 'The renderer talks only to window.atelier.' },
        ],
        patterns: [
          {
            group: ['**/main/**', '**/sandbox/**'],
            message: 'The renderer talks only to window.atelier.',
          },
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
        patterns: [
          {
            group: ['**/main/**', '**/sandbox/**', '**/renderer/**'],
            message: 'preload imports shared/ and electron only.',
          },
        ],
      }),
    },
  },
  {
    files: ['src/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [{ name: 'electron', message: 'The sandbox is plain Node.' }],
        patterns: [
          {
            group: ['**/main/**', '**/renderer/**', '**/preload/**'],
            message: 'The sandbox imports shared/ only.',
          },
        ],
      }),
    },
  },
  {
    files: ['src/main/**/*.ts'],
    ignores: ['src/main/index.ts', 'src/main/desktop/electron*.ts', 'src/main/ipc/electron*.ts'],
    rules: {
      'no-restricted-imports': restrict({ paths: mainPaths, patterns: mainPatterns }),
    },
  },
  ...bottomOfMain.map(({ layer, allowed }) => ({
    files: [`src/main/${layer}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict({
        paths: mainPaths,
        patterns: [...mainPatterns, notAbove(layer, allowed)],
      }),
    },
  })),
];
