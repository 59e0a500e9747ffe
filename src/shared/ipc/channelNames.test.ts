import { describe, expect, it } from 'vitest';
import { CHANNEL_NAMES, eventChannels } from './channelNames';
import { contract, contractChannels } from './contract';

describe('CHANNEL_NAMES', () => {
  it('names every domain, method and event of the contract, in its order', () => {
    const fromContract = Object.fromEntries(
      Object.entries(contract).map(([domain, spec]) => [
        domain,
        { methods: Object.keys(spec.methods), events: Object.keys(spec.events) },
      ]),
    );
    expect(CHANNEL_NAMES).toEqual(fromContract);
    expect(eventChannels()).toEqual(contractChannels().events);
  });
});
