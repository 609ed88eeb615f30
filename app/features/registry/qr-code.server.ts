import QRCode from "qrcode";

/**
 * A QR code as an SVG path (one square per dark module), drawn by the page in JSX: no markup
 * from the library reaches the page, and no inline style is needed (the CSP stays strict).
 */
export function qrCodePath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = modules.size;
  let path = "";
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (modules.get(y, x)) path += `M${x} ${y}h1v1h-1z`;
    }
  }
  return { size, path };
}
