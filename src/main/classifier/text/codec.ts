// Decoders the reader needs to see through obfuscation, written here so the
// classifier stays free of Node built-ins (no Buffer): base64 (standard and
// URL-safe alphabets) and UTF-16LE (PowerShell -EncodedCommand).

const B64 = new Int16Array(128).fill(-1);
{
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  for (let i = 0; i < alphabet.length; i++) B64[alphabet.charCodeAt(i)] = i;
  B64['-'.charCodeAt(0)] = 62;
  B64['_'.charCodeAt(0)] = 63;
}

/** Decodes base64 to a binary string (one char per byte), or null when it is not base64. */
export function decodeBytes(text: string): string | null {
  const s = text.replace(/[\s=]+/g, '');
  if (s.length === 0 || s.length % 4 === 1) return null;
  let out = '';
  let bits = 0;
  let acc = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const v = c < 128 ? (B64[c] as number) : -1;
    if (v < 0) return null;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((acc >> bits) & 0xff);
    }
  }
  return out;
}

/** Decodes base64 text holding UTF-8 to a string, or null. */
export function decodeBase64(text: string): string | null {
  const bytes = decodeBytes(text);
  if (bytes === null) return null;
  return utf8(bytes);
}

/** Base64 of UTF-16LE text (PowerShell -EncodedCommand) to a string, or null. */
export function decodeUtf16leBase64(text: string): string | null {
  const bytes = decodeBytes(text);
  if (bytes === null) return null;
  const codes: number[] = [];
  for (let i = 0; i < bytes.length; i++) codes.push(bytes.charCodeAt(i));
  return utf16FromBytes(codes);
}

function utf16FromBytes(bytes: number[]): string | null {
  if (bytes.length < 2) return null;
  let out = '';
  let zeros = 0;
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    const code = (bytes[i] as number) | ((bytes[i + 1] as number) << 8);
    if ((bytes[i + 1] as number) === 0) zeros++;
    out += String.fromCharCode(code);
  }
  // Mostly ASCII text in UTF-16LE has a zero high byte in most code units.
  return zeros * 2 >= bytes.length / 2 ? out : null;
}

/** A binary string (one char per byte) read as UTF-8; null when it is not text. */
export function utf8(bytes: string): string | null {
  let out = '';
  let control = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes.charCodeAt(i);
    if (b < 0x80) {
      if (b < 9 || (b > 13 && b < 32)) control++;
      out += String.fromCharCode(b);
      continue;
    }
    let need = 0;
    let cp = 0;
    if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      cp = b & 0x1f;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      cp = b & 0x0f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      cp = b & 0x07;
    } else {
      // Not UTF-8: keep the byte as Latin-1 so a binary string still reads as something.
      out += String.fromCharCode(b);
      control++;
      continue;
    }
    let ok = true;
    for (let k = 1; k <= need; k++) {
      const c = bytes.charCodeAt(i + k);
      if (Number.isNaN(c) || (c & 0xc0) !== 0x80) {
        ok = false;
        break;
      }
      cp = (cp << 6) | (c & 0x3f);
    }
    if (!ok) {
      out += String.fromCharCode(b);
      control++;
      continue;
    }
    out += String.fromCodePoint(cp);
    i += need;
  }
  // Mostly control bytes: binary, not text.
  return control * 4 > out.length ? null : out;
}
