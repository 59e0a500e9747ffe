export * from './define';
export * from './contract';
export type * from './types';
export type { AppInfo, ColorSchemeChange } from './app';
