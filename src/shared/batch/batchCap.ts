/** The most jobs one batch from a list may hold, wildcards expanded (its own module: the IPC contract reads it without the parsers). */
export const BATCH_CAP = 1000;
