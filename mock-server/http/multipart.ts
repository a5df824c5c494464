/**
 * The multipart/form-data reader of the upload calls (the empties' and cars' spreadsheets, the
 * dispatch guides' PDFs): busboy parses the body as it arrives, within uploadLimits.ts — the body
 * and the file part at most MAX_BODY_BYTES (more: 413 at once, the connection closed without a
 * reset), a text part at most MAX_FIELD_BYTES, at most MAX_PARTS parts — and only after an upload
 * slot is taken (uploadGate.ts). Text parts and files are kept by name, the first of each name.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { appMessages } from '../../src/i18n/appMessages';
import { badRequest, HttpError } from '../errors';
import { closeAfterAnswer } from './closeAfterAnswer';
import { takeUploadSlot } from './uploadGate';
import { MAX_BODY_BYTES, MAX_FIELD_BYTES, MAX_PARTS } from './uploadLimits';

export interface UploadedFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/** The 413, the connection to close once it is answered (the body is still arriving). */
function tooLarge(req: Request, limit: number): HttpError {
  closeAfterAnswer(req, req.res!);
  return new HttpError(413, appMessages.server.bodyTooLarge.replace('{mb}', String(Math.round(limit / (1024 * 1024)))));
}

const keep = <T>(into: Record<string, T>, name: string, value: T) => {
  // First of a name wins; defineProperty, so a part named __proto__ is a plain key.
  if (name && !Object.hasOwn(into, name))
    Object.defineProperty(into, name, { value, enumerable: true, writable: true, configurable: true });
};

/** undefined when the request is not multipart/form-data (the caller then says what is missing). */
export async function readMultipart(req: Request, limit = MAX_BODY_BYTES): Promise<MultipartBody | undefined> {
  if (!/^multipart\/form-data\b/i.test(String(req.headers['content-type'] ?? ''))) return undefined;
  takeUploadSlot(req);
  if (Number(req.headers['content-length']) > limit) throw tooLarge(req, limit);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { fileSize: limit, fieldSize: MAX_FIELD_BYTES, parts: MAX_PARTS },
    });
  } catch {
    throw badRequest(); // no boundary
  }
  return new Promise<MultipartBody>((resolve, reject) => {
    const out: MultipartBody = { fields: {}, files: {} };
    let settled = false;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.destroy();
      reject(error);
    };
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) fail(tooLarge(req, limit));
    });
    req.on('close', () => {
      if (!req.complete) fail(badRequest()); // the client went away mid-body
    });
    parser.on('file', (name, stream, info) => {
      stream.on('error', () => {}); // the parser's own error (below) says what happened
      if (Object.hasOwn(out.files, name)) {
        stream.resume(); // a second file of the name: not kept
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!settled) chunks.push(chunk);
      });
      stream.on('limit', () => fail(tooLarge(req, limit)));
      stream.on('end', () => {
        if (!settled && !stream.truncated)
          keep(out.files, name, {
            filename: info.filename ?? '',
            contentType: info.mimeType ?? '',
            data: Buffer.concat(chunks),
          });
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(tooLarge(req, MAX_FIELD_BYTES));
      else keep(out.fields, name, value);
    });
    parser.on('partsLimit', () => fail(badRequest()));
    parser.on('error', () => fail(badRequest())); // malformed, or cut short
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve(out);
    });
    req.pipe(parser);
  });
}
