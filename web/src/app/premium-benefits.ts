import { msg } from "@lingui/core/macro";
import { EyeOff, Gauge, HardDrive, LockKeyhole, QrCode } from "lucide-react";

/**
 * The spec's five Premium benefits: what each would add (the home page's pitch) and, for /premium, where things
 * stand today, truthfully. Message descriptors, shown with `i18n._(…)`: this list is read before any language loads.
 */
export const PREMIUM_BENEFITS = [
  {
    title: msg`File Limits up to 500MB`,
    text: msg`Work with big images and files that go past the free limits.`,
    today: msg`Free today: files up to 50 MB, processed on your device.`,
    Icon: HardDrive,
  },
  {
    title: msg`Ad-Free Use`,
    text: msg`Every tool, with no ads and no distractions.`,
    today: msg`Free today: Penknife shows no ads to anyone.`,
    Icon: EyeOff,
  },
  {
    title: msg`Advanced QR Code Generator`,
    text: msg`Design QR codes with your own colours, logo and formats.`,
    today: msg`Free today: the QR Code Generator draws codes in your colours, as SVG or PNG. A logo in the code is not built yet.`,
    Icon: QrCode,
  },
  {
    title: msg`Private Paste Tool with Password Lock`,
    text: msg`Share pastes only people with the password can read.`,
    today: msg`Free today: the Pastebin encrypts a private paste in your browser, with a password if you choose.`,
    Icon: LockKeyhole,
  },
  {
    title: msg`Priority Conversion Speed`,
    text: msg`Faster processing for large files and batches.`,
    today: msg`Free today: every tool runs in your browser, as fast as your device.`,
    Icon: Gauge,
  },
] as const;
