import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The spec's six sample resolvers (name, address, description). The names are the services' own, not translated. */
export interface SampleIp {
  name: string;
  address: string;
  description: MessageDescriptor;
}

export const GOOGLE_DNS = "8.8.8.8";

export const SAMPLE_IPS: readonly SampleIp[] = [
  { name: "Google DNS", address: GOOGLE_DNS, description: msg`Google's public DNS resolver` },
  { name: "Cloudflare DNS", address: "1.1.1.1", description: msg`Cloudflare's privacy-first DNS resolver` },
  { name: "OpenDNS", address: "208.67.222.222", description: msg`Cisco's OpenDNS resolver` },
  { name: "Yandex DNS", address: "77.88.8.8", description: msg`Yandex's public DNS resolver` },
  { name: "Quad9 DNS", address: "9.9.9.9", description: msg`Quad9's security-focused DNS resolver` },
  { name: "Alternate DNS", address: "76.76.19.19", description: msg`Alternate DNS, a resolver that blocks ads` },
];
