// A worker thread of the PDF pool (render-pdf-off-thread.ts). Drawing a ticket takes pdfkit tens of
// milliseconds of CPU; here it never holds up the event loop that answers requests. The API runs
// its TypeScript through tsx, which a worker thread does not inherit, so the renderer is imported
// through tsx's own API.
import { threadId } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { renderTicketPdf } = await tsImport('./render-ticket-pdf.ts', import.meta.url);

/** One document in, its PDF bytes and the thread that drew them out. */
export default async function render(document) {
  const pdf = await renderTicketPdf(document);
  return { pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), threadId };
}
