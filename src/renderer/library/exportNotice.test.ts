import { describe, expect, it } from 'vitest';
import { operationName, splitPath } from './useExports';

describe('export notices', () => {
  it('show the folder once and files by name, with either separator', () => {
    expect(splitPath('/home/ada/Music/Night Drive - stems/Night Drive - bass.wav')).toEqual({
      folder: '/home/ada/Music/Night Drive - stems',
      name: 'Night Drive - bass.wav',
    });
    expect(splitPath('C:\\Users\\Ada\\Music\\Song.mid')).toEqual({
      folder: 'C:\\Users\\Ada\\Music',
      name: 'Song.mid',
    });
    expect(splitPath('/Song.mid')).toEqual({ folder: '/', name: 'Song.mid' });
  });

  it('name an operation in words, never by its id', () => {
    expect(operationName('stems:1f0c2a')).toBe('stems');
    expect(operationName('selection')).toBe('selection');
    expect(operationName('something-new')).toBe('files');
  });
});
