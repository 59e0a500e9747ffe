import { describe, expect, it } from 'vitest';
import { hrefFor, queryFromHash, routeFromHash } from './routes';

describe('routes', () => {
  it('reads the page with or without a query', () => {
    expect(routeFromHash('#/tasks')).toBe('tasks');
    expect(routeFromHash('#/tasks?id=abc')).toBe('tasks');
    expect(routeFromHash('#/catalog/x')).toBe('catalog');
    expect(routeFromHash('')).toBe('generate');
    expect(routeFromHash('#/nowhere')).toBe('generate');
    expect(routeFromHash('#/song?task=t1')).toBe('song');
  });
  it('round-trips queries', () => {
    const href = hrefFor('generate', { model: 'image-a', action: undefined });
    expect(href).toBe('#/generate?model=image-a');
    expect(queryFromHash(href).get('model')).toBe('image-a');
    expect(queryFromHash('#/tasks').toString()).toBe('');
  });
});
