// Test helper: a minimal JSON client for a running sandbox (real HTTP, no mocks).
export interface JsonResponse {
  status: number;
  headers: Headers;
  // Test-only: responses are asserted field by field, so a loose shape reads best.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export function sandboxClient(baseUrl: string, apiKey: string | undefined) {
  const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
    ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }),
    ...extra,
  });
  const read = async (response: Response): Promise<JsonResponse> => ({
    status: response.status,
    headers: response.headers,
    json: await response.json(),
  });
  return {
    post: async (path: string, body: unknown): Promise<JsonResponse> =>
      read(
        await fetch(`${baseUrl}${path}`, {
          method: 'POST',
          headers: headers({ 'content-type': 'application/json' }),
          body: JSON.stringify(body),
        }),
      ),
    get: async (path: string): Promise<JsonResponse> =>
      read(await fetch(`${baseUrl}${path}`, { headers: headers() })),
    submit: async (model: string, body: unknown) =>
      read(
        await fetch(`${baseUrl}/api/v1/task/submit/${model}`, {
          method: 'POST',
          headers: headers({ 'content-type': 'application/json' }),
          body: JSON.stringify(body),
        }),
      ),
    music: async (action: string, body: unknown) =>
      read(
        await fetch(`${baseUrl}/api/v1/music/${action}`, {
          method: 'POST',
          headers: headers({ 'content-type': 'application/json' }),
          body: JSON.stringify(body),
        }),
      ),
    status: async (taskId: string) =>
      read(
        await fetch(`${baseUrl}/api/v1/task/status`, {
          method: 'POST',
          headers: headers({ 'content-type': 'application/json' }),
          body: JSON.stringify({ task_id: taskId }),
        }),
      ),
    balance: async (): Promise<number> => {
      const response = await read(
        await fetch(`${baseUrl}/api/v1/credits/balance`, { headers: headers() }),
      );
      return response.json.data.balance as number;
    },
  };
}

export type SandboxClient = ReturnType<typeof sandboxClient>;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh sandbox key per test so accounts never leak between cases. */
let counter = 0;
export function freshKey(label = 'test'): string {
  counter += 1;
  return `sk-sandbox-${label}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}
