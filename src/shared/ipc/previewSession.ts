/**
 * How a browser proves it may use the web preview (src/main/web/previewToken.ts): the token
 * comes once as `?token=` in the address the preview prints, and then lives in this cookie.
 * Shared so that tests and benches can hand their browsers the same cookie.
 */
export const PREVIEW_TOKEN_COOKIE = 'atelier_preview';
export const PREVIEW_TOKEN_PARAMETER = 'token';
