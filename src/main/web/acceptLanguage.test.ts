import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './acceptLanguage';

describe('acceptedLanguages', () => {
  it('orders by weight, then as written; drops q=0, "*" and junk', () => {
    expect(acceptedLanguages('de-AT,de;q=0.9,en;q=0.5')).toEqual(['de-AT', 'de', 'en']);
    expect(acceptedLanguages('en;q=0.4, ja-JP , zh-CN;q=0.8')).toEqual(['ja-JP', 'zh-CN', 'en']);
    expect(acceptedLanguages('fr;q=0, *;q=0.1, <script>, ja')).toEqual(['ja']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
