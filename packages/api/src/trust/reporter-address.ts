import { isIPv6 } from 'node:net';
import { linkToken } from '../auth/link-tokens.ts';

/**
 * The network a visitor's address stands for. An IPv4 address is one connection (or a whole office or
 * phone network behind it). An IPv6 subscriber is given a whole /64 and may pick any address in it,
 * so the /64 is the one who reports: otherwise a new address per report would escape the caps.
 */
export function reporterNetwork(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * A reporter's network as the reports and their caps keep it: an HMAC under the links' secret, so the
 * table holds no visitor's address, and a hash of the few billion IPv4 addresses cannot be reversed by
 * hashing them all (a plain hash could).
 */
export const addressHash = (ip: string) => linkToken('report-address', reporterNetwork(ip)).slice(0, 22);
