// The address classes behind every download and input-link check (issue 20, hostile 10): the
// ranges the auditor found missing (100.64/10, fec0::/10, 64:ff9b::/96, IPv4-mapped) and their
// neighbours. ipaddr.js 2.5.0 was evaluated on this same list: it names the ranges but files
// NAT64 (rfc6052) and 6to4 as classes of their own, so a mapping of ours was needed either way;
// Node's BlockList with these ranges classes all 18 as non-public, no dependency added.
import { describe, expect, it } from 'vitest';
import { addressClass, checkAddress } from './urlSafety';

const NOT_PUBLIC = [
  '100.64.0.1',
  'fec0::1',
  '64:ff9b::7f00:1',
  '64:ff9b::808:808',
  '::ffff:127.0.0.1',
  '::ffff:10.0.0.1',
  '198.18.0.1',
  '224.0.0.1',
  '240.0.0.1',
  '255.255.255.255',
  '169.254.169.254',
  'fd00::1',
  '::',
  '0.0.0.0',
  '2001:db8::1',
  '::127.0.0.1',
  '2002:7f00:1::',
  '192.0.0.1',
];

describe('address classes', () => {
  it('refuses every non-public address the auditor and the IANA registries name, for a profile not on the local network', () => {
    for (const address of NOT_PUBLIC) {
      expect(addressClass(address), address).not.toBe('public');
      // This machine stays reachable for downloads (the sandbox); input links treat it as local (inputUrlCheck.ts).
      if (addressClass(address) !== 'loopback')
        expect(
          checkAddress(address, 'https:', { allowLocalNetwork: false }),
          address,
        ).not.toBeNull();
    }
    expect(addressClass('8.8.8.8')).toBe('public');
    expect(addressClass('2606:4700::1111')).toBe('public');
  });

  it('files the new ranges where a local profile may still reach its own network, but never reserved space', () => {
    expect(addressClass('100.64.0.1')).toBe('private');
    expect(addressClass('fec0::1')).toBe('private');
    expect(addressClass('64:ff9b::a00:1')).toBe('private');
    expect(addressClass('::ffff:127.0.0.1')).toBe('loopback');
    expect(checkAddress('224.0.0.1', 'https:', { allowLocalNetwork: true })).toBe(
      '224.0.0.1 is a reserved address',
    );
  });
});
