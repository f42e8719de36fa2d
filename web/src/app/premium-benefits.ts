import { EyeOff, Gauge, HardDrive, LockKeyhole, QrCode } from "lucide-react";

/**
 * The spec's five Premium benefits: what each would add (the home page's pitch) and, for /premium, where things
 * stand today, truthfully.
 */
export const PREMIUM_BENEFITS = [
  {
    title: "File Limits up to 500MB",
    text: "Work with big images and files that go past the free limits.",
    today: "Free today: files up to 50 MB, processed on your device.",
    Icon: HardDrive,
  },
  {
    title: "Ad-Free Use",
    text: "Every tool, with no ads and no distractions.",
    today: "Free today: Penknife shows no ads to anyone.",
    Icon: EyeOff,
  },
  {
    title: "Advanced QR Code Generator",
    text: "Design QR codes with your own colours, logo and formats.",
    today: "Not built yet.",
    Icon: QrCode,
  },
  {
    title: "Private Paste Tool with Password Lock",
    text: "Share pastes only people with the password can read.",
    today: "Free today: the Pastebin encrypts a private paste in your browser, with a password if you choose.",
    Icon: LockKeyhole,
  },
  {
    title: "Priority Conversion Speed",
    text: "Faster processing for large files and batches.",
    today: "Free today: every tool runs in your browser, as fast as your device.",
    Icon: Gauge,
  },
] as const;
