/**
 * A task's status result as the app reads it (the `data` of the service's status answer):
 * the API client returns it, the journal keeps it, and the output plan reads a finished
 * task's outputs from it. Lenient: members the spec adds later pass through.
 */
export interface StatusData {
  task_id: string;
  status: string;
  result_urls?: string[] | null | undefined;
  error?: string | null | undefined;
  credits_deducted?: number | undefined;
  result?: Record<string, unknown> | null | undefined;
  [key: string]: unknown;
}
