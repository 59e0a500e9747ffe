// `npm run sandbox -- --port <n>`: starts the emulator and prints the line scripts wait for.
import { createSandbox } from './createSandbox';
import { FaultSpecError } from './faults';
import { parseSandboxArguments, SANDBOX_USAGE, SandboxArgumentError } from './sandboxArguments';

async function main(): Promise<void> {
  let options;
  try {
    options = parseSandboxArguments(process.argv.slice(2));
  } catch (error) {
    if (error instanceof SandboxArgumentError || error instanceof FaultSpecError) {
      console.error(`sandbox: ${error.message}\n${SANDBOX_USAGE}`);
      process.exit(2);
    }
    throw error;
  }
  if (options.help) {
    console.log(SANDBOX_USAGE);
    return;
  }
  const { seedLegacy, ...rest } = options;
  const sandbox = await createSandbox(rest);
  console.log(`Sandbox listening on ${sandbox.url}`);
  for (const key of seedLegacy ?? []) {
    const seeded = sandbox.seedLegacy(key);
    console.log(
      `Seeded legacy tasks for ${key.slice(0, 14)}...: generate ${seeded.generate}, upload ${seeded.upload}, extend ${seeded.extend}`,
    );
  }
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
