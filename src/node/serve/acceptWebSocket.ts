// acceptWebSocket: the server side of a WebSocket (RFC 6455), only as much as live reload needs: text frames
// out, close and ping in. Browsers allow six HTTP/1.1 connections per host, and an EventSource holds one for as
// long as the tab is open: with six docs tabs, the seventh would hang. A WebSocket does not count against that.
import crypto from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** The largest frame payload taken from a client: pages only ever send close and ping frames (125 bytes at most). */
const maxFrameBytes = 64 * 1024;

export interface WebSocketPeer {
  sendText(text: string): void;
  close(): void;
  onClose(listener: () => void): void;
}

/** Completes the handshake on an upgraded socket; returns undefined (after answering 400) when it is not one. */
export function acceptWebSocket(req: http.IncomingMessage, socket: Duplex): WebSocketPeer | undefined {
  const key = req.headers['sec-websocket-key'];
  if (String(req.headers.upgrade).toLowerCase() !== 'websocket' || typeof key !== 'string' || req.headers['sec-websocket-version'] !== '13') {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    return undefined;
  }
  const accept = crypto.createHash('sha1').update(key + GUID).digest('base64');
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
  if ('setNoDelay' in socket) (socket as unknown as { setNoDelay(v: boolean): void }).setNoDelay(true);

  let open = true;
  const closeListeners: (() => void)[] = [];
  const finish = () => { if (!open) return; open = false; for (const l of closeListeners) l(); };
  const write = (opcode: number, payload: Buffer) => { if (open && socket.writable) socket.write(Buffer.concat([frameHeader(opcode, payload.length), payload])); };

  let pending = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    if (!open) return;
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      const frame = readFrame(pending);
      if (frame === 'too big') {
        // Without this a client could announce any length and have every byte of it kept until it arrived; with
        // it, what waits here is one unfinished frame of at most maxFrameBytes plus its header. Paused, so what
        // the client still sends stays in the kernel's (bounded) buffer until the socket is gone.
        socket.pause();
        write(0x8, Buffer.from([0x03, 0xf1])); // 1009: message too big
        finish();
        pending = Buffer.alloc(0);
        socket.end(() => socket.destroy());
        setTimeout(() => socket.destroy(), 1000).unref();
        return;
      }
      if (!frame) return;
      pending = pending.subarray(frame.size);
      if (frame.opcode === 0x8) { write(0x8, Buffer.alloc(0)); finish(); socket.end(); return; }
      if (frame.opcode === 0x9) write(0xa, frame.payload);
    }
  });
  socket.on('close', finish);
  socket.on('error', () => { finish(); socket.destroy(); });

  return {
    sendText: (text) => write(0x1, Buffer.from(text)),
    close() { write(0x8, Buffer.alloc(0)); finish(); socket.end(); setTimeout(() => socket.destroy(), 100).unref(); },
    onClose: (listener) => { closeListeners.push(listener); },
  };
}

/** A final, unmasked frame header (servers never mask). */
function frameHeader(opcode: number, length: number): Buffer {
  if (length < 126) return Buffer.from([0x80 | opcode, length]);
  if (length < 65536) { const b = Buffer.alloc(4); b[0] = 0x80 | opcode; b[1] = 126; b.writeUInt16BE(length, 2); return b; }
  const b = Buffer.alloc(10); b[0] = 0x80 | opcode; b[1] = 127; b.writeBigUInt64BE(BigInt(length), 2); return b;
}

/** Reads one complete frame from the start of `data` (client frames are masked): undefined if it is incomplete,
 * 'too big' as soon as its header announces more than maxFrameBytes. */
function readFrame(data: Buffer): { opcode: number; payload: Buffer; size: number } | 'too big' | undefined {
  if (data.length < 2) return undefined;
  const opcode = data[0] & 0x0f;
  const masked = (data[1] & 0x80) !== 0;
  let length = data[1] & 0x7f;
  let offset = 2;
  if (length === 126) { if (data.length < 4) return undefined; length = data.readUInt16BE(2); offset = 4; }
  else if (length === 127) {
    if (data.length < 10) return undefined;
    const announced = data.readBigUInt64BE(2);
    if (announced > BigInt(maxFrameBytes)) return 'too big';
    length = Number(announced);
    offset = 10;
  }
  if (length > maxFrameBytes) return 'too big';
  const maskAt = offset;
  if (masked) offset += 4;
  if (data.length < offset + length) return undefined;
  const payload = Buffer.from(data.subarray(offset, offset + length));
  if (masked) for (let i = 0; i < payload.length; i++) payload[i] ^= data[maskAt + (i & 3)];
  return { opcode, payload, size: offset + length };
}
