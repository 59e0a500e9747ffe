// Public entry of the account: profiles (Sandbox, Live), the embedded sandbox, the handlers.
export {
  createProfiles,
  LIVE_KEY_ACCOUNT,
  type Profiles,
  type ProfilesOptions,
  type SharedApiOptions,
} from './profiles';
export { createSandboxHost, type SandboxHost, type EmbeddedSandboxOptions } from './sandboxHost';
export { loadSandboxKey } from './sandboxKey';
export { createAccountService, type AccountServiceOptions } from './accountService';
export { verifyLive } from './verifyLive';
export { openAccount, type OpenAccountOptions, type AccountContext } from './openAccount';
