import type { HttpClient } from './http';

type SecureFetch = HttpClient['secureFetch'];

/** A downloaded file (an export, a family's data): its bytes and the name to save it under. */
export interface ExportFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*` when present,
 * else the quoted or bare `filename`; null when neither is there.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return safeName(decodeURIComponent(extended[1].trim()));
    } catch {
      // Malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? safeName(name.replace(/\\(.)/g, '$1').trim()) : null;
}

/** Keeps a name a plain file name: no folders, no control characters. */
function safeName(name: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const cleaned = name.replace(/[/\\\u0000-\u001f]/g, '_').trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : null;
}

/** A value usable inside a file name (spaces and punctuation become `_`). */
export function fileNamePart(value: string): string {
  return value.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '') || 'export';
}

/**
 * Fetches an export with the signed-in user's token: the file, or the server's refusal. A network
 * or token failure throws what `secureFetch` threw.
 */
export function fetchExport(secureFetch: SecureFetch, path: string, fallbackName: string) {
  return secureFetch(path, {
    read: async (response): Promise<ExportFile> => ({
      blob: await response.blob(),
      fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName,
    }),
  });
}

/** Hands the file to the browser's download manager under its name. */
export function saveFile({ blob, fileName }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
