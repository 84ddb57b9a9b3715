/**
 * Which addresses an `image` URL download may connect to (docs/api.md §7): public unicast only.
 */
import { blockedRange } from '../../server/src/utils/remote-image/addresses';
import { assertPublicLiteral, isAllowedHost } from '../../server/src/utils/remote-image/lookup';
import { ImageRefused } from '../../server/src/utils/remote-image/refusal';

describe('blockedRange', () => {
  test.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.10.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'multicast'],
    ['ff02::1', 'multicast'],
    ['169.254.169.254', 'cloud metadata'],
    ['100.100.100.200', 'cloud metadata'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['0.1.2.3', 'unspecified'],
    ['240.0.0.1', 'reserved'],
    ['not an address', 'reserved'],
  ])('%s is refused as %s', (address, range) => {
    expect(blockedRange(address)).toBe(range);
  });

  test.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'cloud metadata'],
  ])('an IPv4-mapped IPv6 address is judged as its IPv4 address: %s', (address, range) => {
    expect(blockedRange(address)).toBe(range);
  });

  test.each([['64:ff9b::a00:1'], ['2002:a00:1::1'], ['2001::1']])(
    'IPv6 forms embedding an IPv4 address are refused: %s',
    (address) => {
      expect(blockedRange(address)).not.toBeNull();
    }
  );

  test.each([
    ['93.184.216.34'],
    ['8.8.8.8'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['2606:4700:4700::1111'],
    ['::ffff:8.8.8.8'],
  ])('%s is public', (address) => {
    expect(blockedRange(address)).toBeNull();
  });
});

describe('IP literals and allowed hosts', () => {
  test.each([['127.0.0.1'], ['[::1]'], ['[::ffff:7f00:1]'], ['10.0.0.1'], ['169.254.169.254']])(
    'the literal %s is refused before connecting',
    (host) => {
      expect(() => assertPublicLiteral(host)).toThrow(ImageRefused);
    }
  );

  test('a public literal or a host name passes (names are checked when they resolve)', () => {
    expect(() => assertPublicLiteral('93.184.216.34')).not.toThrow();
    expect(() => assertPublicLiteral('localhost')).not.toThrow();
  });

  test('allowed hosts match the whole host name, in any case, IPv6 with or without brackets', () => {
    expect(isAllowedHost('Images.Example.test', ['images.example.test'])).toBe(true);
    expect(isAllowedHost('[::1]', ['::1'])).toBe(true);
    expect(isAllowedHost('[::1]', ['[::1]'])).toBe(true);
    expect(isAllowedHost('evil-images.example.test', ['images.example.test'])).toBe(false);
    expect(isAllowedHost('images.example.test.evil.test', ['images.example.test'])).toBe(false);
    expect(isAllowedHost('127.0.0.1', [])).toBe(false);
  });
});
