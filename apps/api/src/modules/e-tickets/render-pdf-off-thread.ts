import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { TicketDocument } from './render-ticket-pdf';

/**
 * PDF e-tickets are drawn on worker threads (issue 18). pdfkit is synchronous: a ticket costs the
 * thread that draws it 10–100 ms, and a payment confirmed during an on-sale used to stop every
 * other request for that long. One pool per process, shared by every app in it, started at the
 * first ticket (or by the server as it starts, so the first buyer does not wait for a thread to load
 * the renderer); threads beyond the first end after a minute idle, and none keeps the process alive.
 */
let pool: Piscina | undefined;

function pdfPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./pdf-worker.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    idleTimeout: 60_000,
  });
  return pool;
}

/** Starts the pool's first thread now, so that it has loaded the renderer before the first ticket. */
export function startPdfRenderer(): void {
  pdfPool();
}

/** The PDF of a ticket document, drawn off the event loop; also says which thread drew it. */
export async function renderTicketPdfOffThread(
  document: TicketDocument,
): Promise<{ pdf: Buffer; threadId: number }> {
  const drawn = (await pdfPool().run(document)) as { pdf: Uint8Array; threadId: number };
  return {
    pdf: Buffer.from(drawn.pdf.buffer, drawn.pdf.byteOffset, drawn.pdf.byteLength),
    threadId: drawn.threadId,
  };
}

/** The PDF of a ticket document, drawn on a worker thread. */
export async function renderTicketPdfBytes(document: TicketDocument): Promise<Buffer> {
  return (await renderTicketPdfOffThread(document)).pdf;
}
