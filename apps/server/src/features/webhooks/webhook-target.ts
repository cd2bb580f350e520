import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * SSRF guard. A webhook URL is typed by an administrator, but the server is the one that connects:
 * without a guard it could be pointed at the cloud metadata service, the database or an admin port
 * on the internal network. So only http(s), and no loopback, private, link-local, CGNAT, multicast or
 * reserved address, checked on the address actually connected to (a name that resolves to one is
 * refused at connect time, which also defeats DNS rebinding). WEBHOOKS_ALLOW_PRIVATE=1 lifts the
 * address rule for installs whose receivers live on the internal network (and for the browser tests).
 */

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const family = isIP(address);
  if (!family) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Why a URL may not be a webhook target (a Korean message), or null when it may. */
export function refusedTarget(raw: string, allowPrivate: boolean): string | null {
  if (!URL.canParse(raw)) return '올바른 주소가 아닙니다.';
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '주소는 http:// 또는 https://로 시작해야 합니다.';
  if (url.username || url.password) return '주소에 사용자 이름이나 비밀번호를 넣을 수 없습니다.';
  if (allowPrivate) return null;
  const host = hostOf(url).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivateAddress(host))) {
    return '내부망·루프백 주소로는 보낼 수 없습니다 (WEBHOOKS_ALLOW_PRIVATE로 허용할 수 있습니다).';
  }
  return null;
}

/** A DNS lookup for http.request that refuses names resolving to a refused address. */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (bad) return callback(Object.assign(new Error(`내부망 주소(${bad.address})로는 보낼 수 없습니다.`), { code: 'EPRIVATE' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
