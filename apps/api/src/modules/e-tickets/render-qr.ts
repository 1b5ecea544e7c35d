import QRCode from 'qrcode';

/**
 * Error correction M (15 %) keeps a 43-character code at version 3 (29 x 29 modules): large
 * modules that phone cameras read from a screen or a creased print-out.
 */
const ERROR_CORRECTION = 'M';

/** The QR image of a ticket code, as a PNG with the quiet zone scanners need. */
export function renderQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, {
    type: 'png',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: 4,
    width: 464,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
}

/** The QR's modules, for drawing it as vectors (the PDF prints it sharp at any size). */
export function qrModules(code: string): { size: number; isDark(row: number, col: number): boolean } {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: ERROR_CORRECTION });
  return { size: modules.size, isDark: (row, col) => modules.get(row, col) === 1 };
}
