/**
 * A small multipart/form-data reader for the one upload of the import area (POST
 * /api/import/guiaDespacho: file, guiaDespachoUnit, guiaDespachoOperation). No dependency:
 * reads the body (at most `limit` bytes), splits it at the boundary, keeps text fields and files.
 */
import type { Request } from 'express';
import { badRequest, HttpError } from '../errors';

export interface UploadedFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

async function readBody(req: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, 'El archivo supera el tamaño permitido');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** undefined when the request is not multipart/form-data (the caller then says what is missing). */
export async function readMultipart(req: Request, limit = 10 * 1024 * 1024): Promise<MultipartBody | undefined> {
  const type = String(req.headers['content-type'] ?? '');
  const match = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
  if (!match) return undefined;
  const boundary = Buffer.from(`--${(match[1] ?? match[2] ?? '').trim()}`);
  const body = await readBody(req, limit);
  const out: MultipartBody = { fields: {}, files: {} };
  let at = body.indexOf(boundary);
  if (at < 0) throw badRequest();
  for (;;) {
    const start = at + boundary.length;
    if (body.subarray(start, start + 2).toString() === '--') break; // closing boundary
    const headerEnd = body.indexOf('\r\n\r\n', start);
    const next = body.indexOf(boundary, headerEnd < 0 ? start : headerEnd);
    if (headerEnd < 0 || next < 0) throw badRequest();
    const headers = body.subarray(start + 2, headerEnd).toString('utf8');
    const data = body.subarray(headerEnd + 4, next - 2); // the part ends with CRLF before the boundary
    const name = /\bname="([^"]*)"/i.exec(headers)?.[1];
    const filename = /\bfilename="([^"]*)"/i.exec(headers)?.[1];
    if (name && filename !== undefined) {
      out.files[name] = { filename, contentType: /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim() ?? '', data };
    } else if (name && !Object.hasOwn(out.fields, name)) out.fields[name] = data.toString('utf8');
    at = next;
  }
  return out;
}
