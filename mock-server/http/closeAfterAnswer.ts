/**
 * Answering a request whose body is refused while it is still arriving (413 too large, 429 too many
 * uploads): the answer says `Connection: close`, so no client reuses the connection, and the
 * connection is then closed cleanly.
 *
 * Why not just close: once the answer is written Node destroys the socket (socket.destroySoon),
 * and closing a socket with unread bytes sends a TCP reset, which can make the client lose the
 * answer it has not read yet and fail instead of seeing the 413. So, like a web server's
 * "lingering close": the answer is sent, our side is half-closed (FIN), and the rest of the body
 * is read and thrown away until the client ends it, or LINGER_MS / LINGER_BYTES run out.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { LINGER_BYTES, LINGER_MS } from './uploadLimits';

const lingering = new WeakSet<Socket>();

export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  const socket = req.socket;
  if (req.complete || lingering.has(socket)) return; // the body was read whole: Node's close is clean
  lingering.add(socket);
  // Whoever was reading the body (the multipart parser) stops; the rest is thrown away, bounded.
  req.unpipe();
  req.removeAllListeners('data');
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) socket.destroy();
  });
  req.on('error', () => socket.destroy());
  req.resume();
  const cut = () => socket.destroy();
  // However the answer ends, the connection is gone LINGER_MS after it.
  res.once('finish', () => {
    const timer = setTimeout(cut, LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
  // Node calls destroySoon once the answer is written; instead: FIN now, and the socket destroyed
  // once the answer has left and the client has ended its body.
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    const written = new Promise<void>((resolve) =>
      this.writableFinished ? resolve() : this.once('finish', () => resolve()),
    );
    const ended = new Promise<void>((resolve) => (req.complete ? resolve() : req.once('end', () => resolve())));
    void Promise.all([written, ended]).then(cut);
  };
}
