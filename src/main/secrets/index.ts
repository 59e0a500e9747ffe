// Public entry of the key storage.
export { openSecretStore, SESSION_ONLY_NOTE, type OpenSecretStoreOptions } from './openSecretStore';
export { createKeyVault, type KeyVault, type KeyDescription } from './keyVault';
export { KEYCHAIN_SERVICE, type SecretStore, type KeytarModule } from './SecretStore';
