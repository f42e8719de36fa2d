/** The spec's six sample resolvers (name, address, description). */
export interface SampleIp {
  name: string;
  address: string;
  description: string;
}

export const GOOGLE_DNS = "8.8.8.8";

export const SAMPLE_IPS: readonly SampleIp[] = [
  { name: "Google DNS", address: GOOGLE_DNS, description: "Google's public DNS resolver" },
  { name: "Cloudflare DNS", address: "1.1.1.1", description: "Cloudflare's privacy-first DNS resolver" },
  { name: "OpenDNS", address: "208.67.222.222", description: "Cisco's OpenDNS resolver" },
  { name: "Yandex DNS", address: "77.88.8.8", description: "Yandex's public DNS resolver" },
  { name: "Quad9 DNS", address: "9.9.9.9", description: "Quad9's security-focused DNS resolver" },
  { name: "Alternate DNS", address: "76.76.19.19", description: "Alternate DNS, a resolver that blocks ads" },
];
