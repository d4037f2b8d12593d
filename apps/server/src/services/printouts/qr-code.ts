import qrcode from 'qrcode-generator';
import type { PrintDocument } from '../core/pdf/document.js';

/**
 * Draws a QR code of the text as vector squares, `size` points wide with its top left corner at (x, y). Error
 * correction M survives a crease or a coffee ring on a slip; the four-module quiet zone the standard asks for is
 * left inside `size`, so phones find the code next to other ink.
 */
export function drawQrCode(pdf: PrintDocument, text: string, x: number, y: number, size: number): void {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const modules = code.getModuleCount();
  const quiet = 4;
  const cell = size / (modules + 2 * quiet);
  const { doc } = pdf;
  doc.save().fillColor('black');
  for (let row = 0; row < modules; row++) {
    for (let column = 0; column < modules; column++) {
      if (code.isDark(row, column)) doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}
