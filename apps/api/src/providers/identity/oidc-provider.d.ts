/**
 * The parts of oidc-provider 8 this code base uses: the development issuer and the tests' external
 * issuer (the package ships no types, and @types/oidc-provider is not installed).
 */
declare module 'oidc-provider' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    uid?: string;
    grantId?: string;
    userCode?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    id_token_signed_response_alg?: string;
    [key: string]: unknown;
  }

  export interface KoaContextWithOidc {
    type: string;
    body: unknown;
    status: number;
    oidc: { result?: Record<string, unknown>; [key: string]: unknown };
    [key: string]: unknown;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export interface CookieOptions {
    httpOnly?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    signed?: boolean;
    maxAge?: number;
    [key: string]: unknown;
  }

  export interface Configuration {
    adapter?: new (name: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[]; long?: CookieOptions; short?: CookieOptions; [key: string]: unknown };
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, { enabled: boolean; [key: string]: unknown }>;
    interactions?: {
      url?(ctx: KoaContextWithOidc, interaction: { uid: string }): string | Promise<string>;
      policy?: unknown;
    };
    pkce?: { methods?: string[]; required?(ctx: KoaContextWithOidc, client: unknown): boolean };
    findAccount?(ctx: KoaContextWithOidc, id: string): Account | undefined | Promise<Account | undefined>;
    ttl?: Record<string, number>;
    renderError?(ctx: KoaContextWithOidc, out: ErrorOut, error: Error): void | Promise<void>;
    responseTypes?: string[];
    scopes?: string[];
    extraTokenClaims?(ctx: KoaContextWithOidc, token: unknown): Record<string, unknown> | undefined;
    [key: string]: unknown;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: {
      name: string;
      reasons: string[];
      details: {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
        [key: string]: unknown;
      };
    };
    params: Record<string, unknown>;
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    /** Expiry, in seconds since the epoch. */
    exp?: number;
    /** Stores the interaction again, for `ttl` seconds. */
    save(ttl: number): Promise<string>;
  }

  export interface Session {
    accountId?: string;
    destroy(): Promise<void>;
  }

  export interface SessionClass {
    findByUid(uid: string): Promise<Session | undefined>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantClass {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export class Provider extends EventEmitter {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantClass;
    readonly Session: SessionClass;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export class Check {
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
    constructor(
      reason: string,
      description: string,
      error: string,
      check: (ctx: KoaContextWithOidc) => boolean | Promise<boolean>,
    );
  }

  export interface Prompt {
    name: string;
    checks: Check[] & { add(check: Check, index?: number): void };
  }

  export const interactionPolicy: {
    base(): Prompt[] & { get(name: string): Prompt | undefined };
    Check: typeof Check;
  };

  export const errors: Record<string, new (...args: unknown[]) => Error>;

  export default Provider;
}
