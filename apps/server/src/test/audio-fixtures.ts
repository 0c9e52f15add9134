import { createMp3Encoder } from 'wasm-media-encoders';

function tone(seconds: number, rate: number, freq: number): [Float32Array, Float32Array] {
  const n = Math.round(seconds * rate);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    // A swelling tone so the waveform has a shape to check.
    const env = 0.2 + 0.6 * (i / n);
    left[i] = Math.sin((2 * Math.PI * freq * i) / rate) * env;
    right[i] = left[i]!;
  }
  return [left, right];
}

/** A real MP3 made with LAME (WebAssembly): a rising-volume tone. */
export async function makeMp3(seconds: number, freq = 440): Promise<Buffer> {
  const rate = 44_100;
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate: rate, channels: 2, bitrate: 128 });
  const [l, r] = tone(seconds, rate, freq);
  const parts: Buffer[] = [];
  const step = 1152 * 20;
  for (let i = 0; i < l.length; i += step) {
    parts.push(Buffer.from(encoder.encode([l.subarray(i, i + step), r.subarray(i, i + step)])));
  }
  parts.push(Buffer.from(encoder.finalize()));
  return Buffer.concat(parts);
}

/** A 16-bit PCM WAV file. */
export function makeWav(seconds: number, freq = 330): Buffer {
  const rate = 22_050;
  const [l] = tone(seconds, rate, freq);
  const data = Buffer.alloc(l.length * 2);
  for (let i = 0; i < l.length; i++) data.writeInt16LE(Math.round(l[i]! * 32767), i * 2);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

export type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

export function multipartBody(parts: Part[]) {
  const boundary = `----serenade${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('data' in p) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'audio/mpeg'}\r\n\r\n`,
        ),
        p.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
