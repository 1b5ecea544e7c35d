import { HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/** The API base the web project's tests build (vitest.config.ts `env`). */
export const API = 'http://localhost:3000/api';

/** The API's envelope around a message (contract envelope.ts). */
export function envelope(message: JsonBodyType, init?: { status?: number; auth?: string }) {
  const status = init?.status ?? 200;
  return HttpResponse.json(
    { status, message, status_description: status < 400 ? 'OK' : 'Failed' },
    { status, headers: init?.auth ? { auth: init.auth } : undefined },
  );
}

/** An error envelope with the server's description, as the screens show it. */
export function errorEnvelope(status: number, description: string, code: string) {
  return HttpResponse.json({ status, message: null, status_description: description, code }, { status });
}

/** No handlers by default: each test names the calls its screen makes (`server.use`). */
export const server = setupServer();
