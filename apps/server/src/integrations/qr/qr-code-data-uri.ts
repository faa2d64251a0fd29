import QRCode from "qrcode";

/**
 * A text (a upi:// or otpauth:// link) as a QR code: an SVG data URI, drawn here so the page makes no
 * outside request. Medium error correction survives a phone photographing a screen; a quiet zone of
 * 2 modules is enough on white.
 */
export async function qrCodeDataUri(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
