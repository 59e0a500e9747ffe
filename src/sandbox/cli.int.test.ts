// The command line: prints the exact listening line once requests are accepted.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { parseSandboxArguments } from './sandboxArguments';

describe('sandbox CLI', () => {
  it('parses every option', () => {
    expect(
      parseSandboxArguments([
        '--host',
        '0.0.0.0',
        '--port=8123',
        '--credits',
        '50',
        '--task-ms',
        '200',
        '--max-seeded-s',
        '30',
        '--data',
        '/tmp/x',
        '--faults',
        'latency:ms=5',
        '--seed-legacy',
        'sk-sandbox-a',
        '--seed-legacy',
        'sk-sandbox-b',
      ]),
    ).toEqual({
      host: '0.0.0.0',
      port: 8123,
      credits: 50,
      taskMs: 200,
      maxSeededS: 30,
      dataDirectory: '/tmp/x',
      faults: 'latency:ms=5',
      seedLegacy: ['sk-sandbox-a', 'sk-sandbox-b'],
    });
    expect(() => parseSandboxArguments(['--port', 'abc'])).toThrow(/--port/);
    expect(() => parseSandboxArguments(['--max-seeded-s', '0'])).toThrow(
      /--max-seeded-s needs an integer of at least 2, got 0/,
    );
    expect(() => parseSandboxArguments(['--faults', 'explode'])).toThrow(/unknown fault/);
    expect(() => parseSandboxArguments(['--wat'])).toThrow(/unknown option/);
  });

  it('starts on a free port, prints the URL, and serves requests', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/sandbox/cli.ts', '--port', '0', '--seed-legacy', 'sk-sandbox-cli'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      let output = '';
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /^Sandbox listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      const pricing = await fetch(`${line}/pricing`);
      expect(pricing.status).toBe(200);
      expect(output.split('\n')[0]).toMatch(
        /^Sandbox listening on http:\/\/127\.0\.0\.1:[1-9]\d*$/,
      );
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });
});
