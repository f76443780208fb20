import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG drawn here (no file in the repo, no download): a green pitch with lighter stripes and a
 * white line, `width` × `height`, as a photo a staff member would upload.
 */
export function pitchPng(width: number, height: number, [r, g, b] = [63, 154, 63]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const line = Math.abs(y - Math.round(height / 2)) < 3;
      const stripe = Math.floor(x / Math.max(1, Math.round(width / 8))) % 2 === 0;
      const [pr, pg, pb] = line ? [255, 255, 255] : stripe ? [r + 10, g + 14, b + 10] : [r, g, b];
      row.set([pr, pg, pb], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
