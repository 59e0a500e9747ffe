// Public entry of the sandbox for the app (embedding) and tests.
export { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox';
export { createManualClock, systemClock, type Clock, type ManualClock } from './clock';
export { parseFaults, FaultSpecError, type FaultRule } from './faults';
export type { SandboxStats, KeyStats } from './requestStats';
export type { LegacySeed } from './legacySeed';
export { LEGACY_CUTOFF } from './legacySeed';
export { parseSandboxArguments, SANDBOX_USAGE } from './sandboxArguments';
