export interface FormFile {
  /** The form field the file is sent in. */
  field: string;
  /** The file name the client gives. */
  name: string;
  /** Sent byte for byte. */
  content: string | Buffer;
  /** What the client claims the file is; the server must not believe it. */
  type?: string;
}

export interface MultipartBody {
  payload: Buffer;
  headers: { 'content-type': string };
}

const boundary = '----kingside-test-boundary';

/** A multipart/form-data body, as a browser sends a form: the text fields (a list repeats the field), then the files. */
export function multipart(fields: Record<string, string | string[]>, files: FormFile[] = []): MultipartBody {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
    }
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      typeof file.content === 'string' ? Buffer.from(file.content) : file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
